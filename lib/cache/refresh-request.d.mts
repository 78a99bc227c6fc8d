/** Types for refresh-request.mjs (plain JavaScript: the server script loads it without a build step). */
import type { IncomingMessage } from 'node:http';

export function refreshThrough(where: { port: number; host?: string }): (req: IncomingMessage, extra: Record<string, string>) => Promise<void>;
