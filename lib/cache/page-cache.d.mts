/** Types for page-cache.mjs (plain JavaScript because the server script loads it without a build step). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function pageCacheKey(req: IncomingMessage): string | null;
export function sharedHeaders(headers: Record<string, unknown>, publicUrl?: string): Record<string, unknown> | null;

export type PageCache = {
  handle(req: IncomingMessage, res: ServerResponse, next: () => Promise<unknown> | unknown): Promise<unknown>;
  /** Stops following the shared expiries (REDIS_URL). */
  close(): void;
  readonly size: number;
  readonly bytes: number;
};

export function createPageCache(options?: {
  maxBytes?: number;
  ttlMs?: number;
  redisUrl?: string;
  now?: () => number;
  /** Asks the server for `req`'s page again with `headers` added, to replace a stale copy. */
  refresh?: (req: IncomingMessage, headers: Record<string, string>) => Promise<unknown>;
}): PageCache;
