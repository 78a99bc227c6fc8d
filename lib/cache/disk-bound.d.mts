/** Types for disk-bound.mjs (plain JavaScript: the cache handler loads it at run time). */
export function entrySize(data: unknown): number;
export function isMadeUpPage(key: string, data: unknown): boolean;
export function createDiskBound(options?: { maxBytes?: number }): {
  admit(key: string, data: unknown): boolean;
  readonly bytes: number;
  readonly entries: number;
};
