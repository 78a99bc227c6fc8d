/** Types for sign-in-cookies.mjs (plain JavaScript: the server script loads it without a build step). */
export const SESSION_COOKIE: 'token';
export const MEMBER_COOKIE: 'mm_member';
export const PARTICIPANT_COOKIE: 'yp_participant';
export const SIGN_IN_COOKIES: readonly string[];
