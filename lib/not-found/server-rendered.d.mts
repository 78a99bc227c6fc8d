import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function isPageRequest(req: IncomingMessage): boolean;
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export declare function withServerRenderedNotFound(app: { render404: Handler }, handle: Handler): Handler;
