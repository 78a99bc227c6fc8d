/** Types for tag-expiry.mjs (plain JavaScript: the server script and the cache handler load it at run time). */
export const ANY_TAG: string;
export function expireTagsLocally(tags: string[], at?: number): void;
export function localExpiry(tag: string): number;
export function collectingTags<T>(tags: Set<string>, fn: () => T): T;
export function noteTags(tags: Iterable<string>): void;
export function sharedTagsKey(prefix?: string): string;
export function sharedTagsChannel(prefix?: string): string;
