/**
 * The request header that tells the not-found page which path was asked for: set by the request guard
 * (proxy.ts) and by the server script (server-rendered.mjs). A module of its own, so the request guard's
 * bundle does not take in the server script's compression.
 */
export const SITE_PATH_HEADER = 'x-site-path';
