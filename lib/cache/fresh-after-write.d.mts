/** Types for fresh-after-write.mjs (plain JavaScript: the server script loads it without a build step). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FRESH_COOKIE: 'pc_fresh';
export function wantsFresh(cookieHeader: string | undefined): boolean;
export function markFreshAfterWrite(req: IncomingMessage, res: ServerResponse): void;
