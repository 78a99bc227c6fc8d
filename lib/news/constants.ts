/** Business constants of the association news (spec §9). Safe to import from client islands. */
export const NEWS_PAGE_SIZE = 6;
export const DEFAULT_NEWS_CATEGORY = 8;
export const EVENT_CATEGORIES: readonly number[] = [13, 17, 18];
export const RECENT_NEWS_COUNT = 6;

export const isEventCategory = (cid: number) => EVENT_CATEGORIES.includes(cid);
