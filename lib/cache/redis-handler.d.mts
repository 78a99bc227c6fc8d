/** Types for redis-handler.mjs (plain JavaScript because Next imports it at run time). */
type Ctx = { revalidatedTags?: string[]; [key: string]: unknown };

export function serialize(entry: unknown): string;
export function deserialize(text: string): any;

export function connect(url: string): import("ioredis").Redis;
export function connectSubscriber(url: string, connectionName: string): import("ioredis").Redis;

export class RedisCache {
  constructor(ctx?: Ctx, options?: { url?: string; prefix?: string });
  get(key: string, ctx?: Record<string, unknown>): Promise<any>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export default class CacheHandler extends RedisCache {}
