/** Types for shared-expiry.mjs (plain JavaScript: the server script loads it without a build step). */
export function followSharedExpiries(url: string, prefix?: string): { readonly live: boolean; close(): void };
