import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // 'server-only' guards client bundles; in tests every module runs on the server.
      'server-only': path.resolve(__dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.ts', 'tests/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/global-db.ts'],
    setupFiles: ['tests/support/setup-db.ts', 'tests/support/edge.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (cores - 1) runs one file at a time on CI's 2 cores; the files are mostly waiting on PGlite.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
