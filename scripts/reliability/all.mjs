#!/usr/bin/env node
/**
 * `npm run test:reliability`: the reliability proofs one after another against the production build
 * in NEXT_DIST_DIR (built first if missing): crash (kill -9 during writes), load (64 connections for 60 s
 * with writes), instances (two servers on one PostgreSQL and one Redis) and supervisor (kill -9 of the
 * server's worker: the site answers again within seconds). Each starts its own servers;
 * one after another because each needs the machine's cores for itself. All three run even when one fails,
 * so a CI log shows every result; the exit code is 1 if any failed.
 */
import { spawnSync } from 'node:child_process';
import { root } from './server.mjs';

const PROOFS = {
  crash: ['npm', ['run', '--silent', 'reliability:crash']],
  load: ['npm', ['run', '--silent', 'reliability:load']],
  instances: ['npm', ['run', '--silent', 'reliability:instances']],
  supervisor: [process.execPath, ['scripts/reliability/supervisor.mjs']],
};

const results = Object.entries(PROOFS).map(([name, [command, args]]) => {
  console.log(`\n=== reliability: ${name} ===\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return { name, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log('\n=== reliability summary ===');
for (const r of results) console.log(`${r.passed ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds} s)`);
if (results.some((r) => !r.passed)) process.exitCode = 1;
