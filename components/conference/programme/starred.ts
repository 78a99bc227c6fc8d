import { STARRED_KEY } from '@/lib/conference/programme-constants';

/**
 * The visitor's starred session ids in localStorage: the personal agenda needs no account. Every star on the
 * page and the 'My agenda' view read it through useSyncExternalStore, so they stay in step (and with other tabs).
 */
const CHANGE = 'mw-starred-change';

function read(): string {
  try {
    return localStorage.getItem(STARRED_KEY) ?? '';
  } catch {
    return ''; // storage blocked (private mode, settings): stars simply do not stick
  }
}

/** The ids as a stable string snapshot ('3,17,40'), so React compares by value. */
export const starredSnapshot = read;
export const serverSnapshot = () => '';

export const parseStarred = (snapshot: string) => new Set(snapshot.split(',').filter(Boolean).map(Number));

export function subscribeStarred(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export function toggleStarred(id: number) {
  const ids = parseStarred(read());
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  try {
    localStorage.setItem(STARRED_KEY, [...ids].sort((a, b) => a - b).join(','));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE));
}
