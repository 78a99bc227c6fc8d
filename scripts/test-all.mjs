#!/usr/bin/env node
/** `npm test`: type check, unit and integration tests (vitest), then the browser suite (Playwright). Stops at the first failure. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['Type check (tsc --noEmit)', bin('tsc'), ['--noEmit']],
  ['Unit and integration tests (vitest)', bin('vitest'), ['run']],
  ['Browser tests (Playwright)', process.execPath, [path.join('scripts', 'e2e.mjs')]],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${title} (${seconds} s) ===`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n=== passed: ${title} (${seconds} s) ===`);
}
