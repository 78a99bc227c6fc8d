/** Types for context.mjs (plain JavaScript: the server script loads it without a build step). */
import type { AsyncLocalStorage } from 'node:async_hooks';

export const requestContext: AsyncLocalStorage<{ id: string; actor?: string; pageCache?: 'hit' | 'miss' }>;
export function noteActor(kind: 'account' | 'member' | 'participant', id: number | string): void;
