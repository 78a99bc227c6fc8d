/** The path matcher Next uses for next.config.ts `headers()` sources (no types ship with it). */
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { strict?: boolean; sensitive?: boolean; delimiter?: string }): RegExp;
}
