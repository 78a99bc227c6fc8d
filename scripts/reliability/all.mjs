#!/usr/bin/env node
/**
 * `npm run test:reliability`: the three reliability proofs one after another against the production build
 * in NEXT_DIST_DIR (built first if missing): crash (kill -9 during writes), load (64 connections for 60 s
 * with writes) and instances (two servers on one PostgreSQL and one Redis). Each starts its own servers;
 * one after another because each needs the machine's cores for itself. All three run even when one fails,
 * so a CI log shows every result; the exit code is 1 if any failed.
 */
import { spawnSync } from 'node:child_process';
import { root } from './server.mjs';

const PROOFS = ['crash', 'load', 'instances'];

const results = PROOFS.map((name) => {
  console.log(`\n=== reliability: ${name} ===\n`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', `reliability:${name}`], { cwd: root, stdio: 'inherit', env: process.env });
  return { name, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log('\n=== reliability summary ===');
for (const r of results) console.log(`${r.passed ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds} s)`);
if (results.some((r) => !r.passed)) process.exitCode = 1;
