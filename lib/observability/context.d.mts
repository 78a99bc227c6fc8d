/** Types for context.mjs (plain JavaScript: the server script loads it without a build step). */
import type { AsyncLocalStorage } from 'node:async_hooks';

export const requestContext: AsyncLocalStorage<{ id: string; actor?: string; throughNext?: boolean }>;
export function noteActor(kind: 'account' | 'member' | 'participant', id: number | string): void;
