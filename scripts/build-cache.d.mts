/** Types for build-cache.mjs (plain JavaScript because `npm start` runs it before anything is compiled). */
export function databaseIdentity(database: { databaseUrl?: string; dataDir: string }): string;
export function keepCacheForDatabase(distDir: string, identity: string): boolean;
