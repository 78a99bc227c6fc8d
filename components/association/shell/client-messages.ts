import { PAGE_NOT_FOUND_MESSAGES } from '@/components/not-found/page-not-found-messages';

/**
 * The strings the /mm frame's client islands look up: the error page, the not-found pages (a missing page, a
 * missing news item). Nothing else on a /mm page reads messages in the browser; the trade, membership and
 * assessment pages hand their forms and grids their own (issue 23.3).
 */
export const ASSOCIATION_CLIENT_MESSAGES = [
  ...PAGE_NOT_FOUND_MESSAGES,
  'common.retry',
  'common.loadError',
  'mm.detail.notFound',
  'mm.detail.notFoundText',
  'mm.detail.backToNews',
];
