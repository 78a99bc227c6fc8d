'use client';

import { config } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and its probe for that runs when the
// first object schema is built. The back office's CSP has no 'unsafe-eval', so the probe would be refused
// and reported as a violation. This module is the first client module the admin layout renders, so it runs
// before any screen builds a schema. Only in the browser: the server has no CSP and keeps the fast parsers.
if (typeof window !== 'undefined') config({ jitless: true }); // z.config, imported alone so this chunk stays small

/** Renders nothing; importing it is the point. */
export function ZodJitless() {
  return null;
}
