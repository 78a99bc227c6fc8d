#!/usr/bin/env node
/**
 * npm run bench: builds, starts the production server on a freshly seeded database and measures the public
 * pages — JS shipped, Lighthouse, axe, HTML validity, throughput (PGlite, and PostgreSQL when a URL is given) and
 * the dynamic path (per-request pages and public JSON as ratios to the cached page), what Next itself costs per
 * request (a bare Next app, `floor`) and page weight (issue 23).
 * Writes bench/REPORT.md and bench/report.json. Flags: --no-build, --quick (shorter load runs), --only=js,weight,dynamic,…
 * `--only=hit` runs only the page-cache hit micro-benchmark (no build, no database; figures on the console),
 * beside another checkout's hit path with --hit-baseline=<dir> (e.g. /work/main before a change).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './lib/server.mjs';
import { publicPages, lighthousePages, SCRIPT_ONLY_PAGES } from './lib/pages.mjs';
import { pageScriptWeight } from './lib/js-weight.mjs';
import { throughput } from './lib/throughput.mjs';
import { dynamicPath, DYNAMIC_CASES } from './lib/dynamic.mjs';
import { buildFloorApp, nextFloor } from './lib/floor.mjs';
import { pageWeights } from './lib/weight.mjs';
import { hasNginx, startNginxWithPage } from './lib/nginx.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { axeViolations } from './lib/axe.mjs';
import { htmlErrors } from './lib/vnu.mjs';
import { writeReport } from './lib/report.mjs';
import { hitPath } from './lib/hit.mjs';
import { hasWrk } from './lib/load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wants = (part) => !only || only.includes(part);
const duration = args.has('--quick') ? 4 : 8;
const tmp = path.join(root, 'bench/tmp');
const STATIC_FILE = '/images/bench-static.txt';

function step(name) {
  console.log(`\n=== ${name} (${new Date().toISOString().slice(11, 19)})`);
}

/** Each finished part is written at once, so a run cut short still leaves its figures in the report. */
function save(results) {
  writeReport(path.join(root, 'bench'), results);
}

async function freshPostgres(url) {
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The page-cache hit micro-benchmark (bench/lib/hit.mjs): printed, not written to the report of a full run. */
async function hitOnly() {
  step('page-cache hit path beside a bare Node server (and the baseline checkout)');
  const baseline = [...args].find((a) => a.startsWith('--hit-baseline='))?.slice(15);
  const rows = await hitPath({ roots: { current: root, ...(baseline ? { baseline: path.resolve(baseline) } : {}) }, duration });
  console.table(rows);
}

async function main() {
  if (['hit', 'dynamic', 'floor', 'throughput'].some(wants) && !hasWrk()) throw new Error('The load runs need wrk (apt-get install wrk); measure the rest with --only=js,html,axe,lighthouse,weight.');
  if (only?.length === 1 && only[0] === 'hit') return hitOnly();
  const results = { notes: [] };
  if (!args.has('--no-build')) {
    step('next build');
    const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('next build failed');
  }

  const floorDir = path.join(tmp, 'floor');
  if (wants('floor')) {
    step('build the bare Next app (bench/floor), as it is and with partial prerendering');
    buildFloorApp(floorDir);
  }

  step('start the production server (PGlite, seeded)');
  const server = await startServer({ port: 3300, dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log') });
  try {
    const pages = await publicPages(server.baseUrl);
    console.log('pages:', pages.join(' '));
    for (const p of pages) await fetch(new URL(p, server.baseUrl)); // first render fills the cache

    if (wants('js')) {
      step('JavaScript before interaction');
      const cache = new Map();
      results.js = [];
      for (const p of [...pages, ...SCRIPT_ONLY_PAGES]) results.js.push(await pageScriptWeight(server.baseUrl, p, cache));
      for (const r of results.js) console.log(`${r.path}: ${(r.gzip / 1024).toFixed(1)} KB gzip`);
      save(results);
    }
    if (wants('html')) {
      step('Nu HTML Checker');
      results.html = await htmlErrors(server.baseUrl, pages, path.join(tmp, 'html'));
      for (const r of results.html) console.log(`${r.path}: ${r.errors ?? r.note} errors`);
      save(results);
    }
    if (wants('axe')) {
      step('axe-core');
      results.axe = await axeViolations(server.baseUrl, pages);
      for (const r of results.axe) console.log(`${r.path}: ${r.error ?? `${r.critical} critical, ${r.serious} serious, ${r.moderate} moderate (${r.rules.join(', ')})`}`);
      save(results);
    }
    if (wants('lighthouse')) {
      step('Lighthouse');
      results.lighthouse = await lighthouseScores(server.baseUrl, lighthousePages(pages));
      for (const r of results.lighthouse) console.log(`${r.path}: ${r.performance} (runs ${r.performanceRuns.join(', ')})/${r.accessibility}/${r.bestPractices}/${r.seo} CLS ${r.cls} LCP ${r.lcpMs} ms (${r.failedAudits.join(', ')})`);
      save(results);
    }
    if (wants('weight')) {
      step('page weight: markup and inline RSC payload of the heaviest pages, by kind and by client component');
      results.weight = await pageWeights(server.baseUrl);
      for (const w of results.weight) console.log(`${w.path}: ${(w.html / 1024).toFixed(1)} KB (markup ${(w.markup / 1024).toFixed(1)}, RSC ${(w.rsc / 1024).toFixed(1)})`);
      save(results);
    }
    if (wants('dynamic')) {
      step('the dynamic path: per-request pages and public JSON beside the cached page');
      const nginx = hasNginx() ? await startNginxWithPage(server.baseUrl, DYNAMIC_CASES[0].paths[0], { dir: path.join(tmp, 'nginx'), port: 3310 }) : null;
      if (!nginx) results.notes.push('nginx is not installed (apt-get install nginx): the cached page was not compared with it.');
      try {
        results.dynamic = { pglite: await dynamicPath(server.baseUrl, { duration, nginx, cpuSeconds: server.cpuSeconds }) };
      } finally {
        await nginx?.stop();
      }
      save(results);
    }
    if (wants('floor')) {
      step('what Next itself costs per request: a bare Next app beside the cached page');
      results.floor = await nextFloor(server, { duration, dir: floorDir });
      save(results);
    }
    if (wants('throughput')) {
      step('throughput on PGlite');
      results.throughput = { pglite: await throughput(server.baseUrl, pages, { staticPath: STATIC_FILE, duration }) };
      save(results);
    }
  } finally {
    await server.stop();
  }

  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl && (wants('throughput') || wants('dynamic'))) {
    step('throughput on PostgreSQL');
    const pgServer = await startServer({ port: 3301, dataDir: path.join(tmp, 'data-pg'), databaseUrl: await freshPostgres(pgUrl), logFile: path.join(tmp, 'server-pg.log') });
    try {
      const pages = await publicPages(pgServer.baseUrl);
      if (wants('throughput')) results.throughput.postgres = await throughput(pgServer.baseUrl, pages, { staticPath: STATIC_FILE, duration });
      if (wants('dynamic')) results.dynamic.postgres = await dynamicPath(pgServer.baseUrl, { duration, cpuSeconds: pgServer.cpuSeconds });
    } finally {
      await pgServer.stop();
    }
  }

  save(results);
  console.log('\nWrote bench/REPORT.md and bench/report.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
