/**
 * What the request log knows about the request being answered: its id and who is acting. The server script
 * opens the context; the code that recognizes a session (account, member, participant) names the actor, the
 * page cache says whether it answered (hit) or handed the request to Next (miss).
 * One AsyncLocalStorage per process on globalThis, shared by the server script and Next's bundled route code.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** @type {AsyncLocalStorage<{ id: string, actor?: string, pageCache?: 'hit' | 'miss' }>} */
export const requestContext = (globalThis.__miningRequestContext ??= new AsyncLocalStorage());

/** Records who is acting in the current request, e.g. noteActor('account', 3); ids only, never codes or tokens. */
export function noteActor(kind, id) {
  const store = requestContext.getStore();
  if (store) store.actor = `${kind}:${id}`;
}
