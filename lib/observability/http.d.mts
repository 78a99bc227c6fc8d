/** Types for http.mjs (plain JavaScript: the server script loads it without a build step). */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function observe(handler: Handler): Handler;
