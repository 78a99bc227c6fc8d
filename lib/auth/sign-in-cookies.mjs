/**
 * The names of the cookies that sign someone in: the back-office session (a next-auth JWT, the spec's `token`),
 * the member self-assessment session and the meeting participant's session. Plain JavaScript, so the server
 * script's page cache can tell a signed-in visitor without a build step (lib/cache/fresh-after-write.mjs).
 */
export const SESSION_COOKIE = 'token';
export const MEMBER_COOKIE = 'mm_member';
export const PARTICIPANT_COOKIE = 'yp_participant';
export const SIGN_IN_COOKIES = [SESSION_COOKIE, MEMBER_COOKIE, PARTICIPANT_COOKIE];
