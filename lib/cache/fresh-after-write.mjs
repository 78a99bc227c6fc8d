/**
 * Who must see a page as it is now rather than a stale copy made before a write (page-cache.mjs): whoever may
 * have written it. That is anyone signed in (an editor checking their own edit, a member, a meeting participant)
 * and, for the writes anybody may make (a public registration form, then the list it adds to), the browser a
 * write was just answered to: the server script marks it with a short-lived cookie. Everybody else gets the
 * stale copy at once while one refresh runs behind it. Plain JavaScript for the server script.
 */
import { SIGN_IN_COOKIES } from '../auth/sign-in-cookies.mjs';

export const FRESH_COOKIE = 'pc_fresh';
/** Long enough for the page views that follow a write, short enough that the browser is anonymous again soon. */
const FRESH_SECONDS = 30;
const SET_FRESH = `${FRESH_COOKIE}=1; Max-Age=${FRESH_SECONDS}; Path=/; HttpOnly; SameSite=Lax`;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FRESH_NAMES = new RegExp(`(?:^|;)\\s*(?:${[...SIGN_IN_COOKIES, FRESH_COOKIE].join('|')})=`);

/** Whether this Cookie header signs someone in or marks a browser that has just written. */
export function wantsFresh(cookieHeader) {
  return cookieHeader !== undefined && FRESH_NAMES.test(cookieHeader);
}

/** Marks the browser that sends a write answered with success (any status below 400, a redirect included). */
export function markFreshAfterWrite(req, res) {
  if (READS.has(req.method)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const code = typeof status === 'number' ? status : this.statusCode;
    if (code < 400) {
      const cookies = this.getHeader('set-cookie');
      this.setHeader('set-cookie', cookies === undefined ? [SET_FRESH] : [...(Array.isArray(cookies) ? cookies : [String(cookies)]), SET_FRESH]);
    }
    return writeHead.call(this, status, ...rest);
  };
}
