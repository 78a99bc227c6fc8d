import fs from 'node:fs';
import os from 'node:os';

const TARGETS = {
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  jsKb: 150,
  rpsRatio: 0.5,
  p99Ms16: 50,
  cls: 0.02,
  /** Issue 23: per-request pages and public JSON reads, as ratios to the cached page in the same run. */
  perRequestRatio: 0.01,
  jsonRatio: 0.1,
};

const lighthouseMet = (r) =>
  r.performance >= TARGETS.lighthouse.performance &&
  r.accessibility >= TARGETS.lighthouse.accessibility &&
  r.bestPractices >= TARGETS.lighthouse.bestPractices &&
  r.seo >= TARGETS.lighthouse.seo &&
  r.cls <= TARGETS.cls;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? '✅' : '❌');

function throughputTable(title, t) {
  if (!t) return '';
  const lines = [
    `### ${title}`,
    '',
    `Static file baseline: ${t.baseline[16].rps} req/s at 16 connections (p99 ${t.baseline[16].p99} ms), ${t.baseline[64].rps} req/s at 64.`,
    '',
    '| page | conns | req/s | ratio to static | p50 ms | p99 ms | errors | target |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of t.rows) {
    const ok = r.ratio >= TARGETS.rpsRatio && r.errors === 0 && (r.connections !== 16 || r.p99 < TARGETS.p99Ms16);
    lines.push(`| ${r.path} | ${r.connections} | ${r.rps} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.errors} | ${mark(ok)} |`);
  }
  return lines.join('\n');
}

function dynamicTable(title, rows) {
  if (!rows) return [];
  const kind = (r) => (r.name.startsWith('cached') ? 'cached' : r.name.startsWith('nginx') ? 'nginx' : r.name.startsWith('public JSON') ? 'json' : 'page');
  const target = (r) => ({ cached: 'vs nginx ≥ 0.3', nginx: '', json: `≥ ${TARGETS.jsonRatio}`, page: `≥ ${TARGETS.perRequestRatio}, p99 < 300, no errors at 16` })[kind(r)];
  const bar = (r) => ({ cached: 0.3, nginx: undefined, json: TARGETS.jsonRatio, page: TARGETS.perRequestRatio })[kind(r)];
  const byRps = (r) => (kind(r) === 'cached' ? r.toNginx : r.ratio);
  const byCpu = (r) => (kind(r) === 'cached' ? r.cpuToNginx : r.cpuRatio);
  const met = (r, value) =>
    bar(r) === undefined || value === undefined ? '' : mark(r.errors === 0 && value >= bar(r) && (kind(r) !== 'page' || (r.p99 < 300 && (r.at16?.errors ?? 0) === 0)));
  const at16 = (r) => (r.at16 ? `${r.at16.rps} req/s, p99 ${r.at16.p99}, ${r.at16.errors} errors` : '');
  return [
    `### ${title}`,
    '',
    'Ratio: req/s over the cached page\'s req/s in the same run (for the cached page: over nginx\'s). CPU ratio: the cached page\'s CPU ms per request over this row\'s (for the cached page: nginx\'s over its own) — the same comparison from the work each request costs, which the machine\'s other load does not move the way it moves req/s.',
    '',
    '| path | conns | req/s | ratio | p50 ms | p99 ms | errors | at 16 connections | CPU ms/req | CPU ratio | load avg | target | met (req/s) | met (CPU) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.connections} | ${r.rps} | ${byRps(r) ?? ''} | ${r.p50} | ${r.p99} | ${r.errors} | ${at16(r)} | ${r.cpuMs ?? ''} | ${byCpu(r) ?? ''} | ${r.load} | ${target(r)} | ${met(r, byRps(r))} | ${met(r, byCpu(r))} |`),
    '',
  ];
}

/** Issue 23: the dynamic path beside the cached page. */
function dynamicSection(d) {
  if (!d) return [];
  return ['## The dynamic path (issue 23)', '', ...dynamicTable('Embedded database (PGlite)', d.pglite), ...dynamicTable('PostgreSQL', d.postgres)];
}

const WEIGHT_KINDS = ['text', 'class names', 'image URLs', 'links', 'inline styles', 'SVG', 'other attributes', 'element structure'];
const topClients = (w) =>
  Object.entries(w.rscByClient)
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ') || '–';

/** Issue 23.3: each heavy page's HTML, split into markup and inline RSC payload, each by kind of bytes. */
function weightSection(rows) {
  if (!rows) return [];
  return [
    '## Page weight (issue 23.3)',
    '',
    'HTML as the browser parses it (uncompressed), Mongolian demo data. "markup / RSC" per kind: the same bytes in the markup and in the inline RSC payload (its strings escaped); client components: the props they receive in the payload.',
    '',
    `| page | HTML KB | markup KB | RSC KB | ${WEIGHT_KINDS.join(' | ')} | client components' props KB |`,
    `|---|---|---|---|${WEIGHT_KINDS.map(() => '---|').join('')}---|`,
    ...rows.map((w) => `| ${w.path} | ${kb(w.html)} | ${kb(w.markup)} | ${kb(w.rsc)} | ${WEIGHT_KINDS.map((k) => `${kb(w.markupByKind[k] ?? 0)} / ${kb(w.rscByKind[k] ?? 0)}`).join(' | ')} | ${topClients(w)} |`),
    '',
  ];
}

/** Issue 23, target 1: a bare Next app (bench/floor) beside our cached page, in the same run. */
function floorSection(rows) {
  if (!rows) return [];
  return [
    '## What Next itself costs per request (issue 23, target 1)',
    '',
    `A bare Next app (\`bench/floor\`: no proxy, database, translations or code of ours) served by \`next start\`, beside our cached page. Target 1 asks a page rendered per request for ≥ ${TARGETS.perRequestRatio}× the cached page; these rows are the most any Next page rendered per request can do here.`,
    '',
    '| path | req/s | ratio | p50 ms | p99 ms | errors | CPU ms/req | CPU ratio | load avg |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.ratio ?? ''} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuMs ?? ''} | ${r.cpuRatio ?? ''} | ${r.load} |`),
    '',
  ];
}

const PARTS = ['js', 'html', 'axe', 'lighthouse', 'throughput', 'weight', 'dynamic', 'floor'];

/**
 * A run with --only measures some parts; the others keep the figures of the run that last measured them (with
 * that run's time in `measuredAt`), so the report never loses a part it did not re-measure.
 */
function withEarlierParts(dir, results, now) {
  const file = `${dir}/report.json`;
  const earlier = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const merged = { ...results, measuredAt: {} };
  for (const part of PARTS) {
    if (results[part] !== undefined) merged.measuredAt[part] = now;
    else if (earlier[part] !== undefined) {
      merged[part] = earlier[part];
      merged.measuredAt[part] = earlier.measuredAt?.[part] ?? earlier.machine?.date;
    }
  }
  return merged;
}

function earlierPartsLine(measuredAt = {}, now) {
  const earlier = Object.entries(measuredAt).filter(([, at]) => at !== now);
  return earlier.length ? ['', `Parts not re-measured in this run keep their last figures: ${earlier.map(([part, at]) => `${part} (${at})`).join(', ')}.`] : [];
}

/**
 * Writes bench/REPORT.md (read at a glance) and bench/report.json (every figure). bench/GAPS.md, written by
 * people, is appended: where a target is missed and why, which no measurement can say by itself.
 */
export function writeReport(dir, results) {
  const machine = {
    date: new Date().toISOString(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
  const out = { ...withEarlierParts(dir, results, machine.date), machine, targets: TARGETS };
  fs.writeFileSync(`${dir}/report.json`, JSON.stringify(out, null, 2));
  results = out;

  const md = [
    '# Benchmark report',
    '',
    `Measured ${machine.date} on ${machine.cpus}, ${machine.memoryGb} GiB, Node ${machine.node}, ${machine.platform}. Produced by \`npm run bench\`.`,
    ...earlierPartsLine(results.measuredAt, machine.date),
    '',
    '## JavaScript before interaction (gzip)',
    '',
    `Target ≤ ${TARGETS.jsKb} KB on every public page.`,
    '',
    '| page | external scripts KB | inline payload KB | largest file | target |',
    '|---|---|---|---|---|',
    ...(results.js ?? []).map((r) => `| ${r.path} | ${kb(r.gzip)} | ${kb(r.inlineGzip)} | ${r.files[0] ? `${r.files[0].src.split('/').pop()} (${kb(r.files[0].gzip)})` : '–'} | ${mark(r.gzip <= TARGETS.jsKb * 1024)} |`),
    '',
    '## Lighthouse (mobile emulation)',
    '',
    `Median of ${results.lighthouse?.[0]?.performanceRuns.length ?? 0} runs per page after a warm-up run (the figures are the median run's; "runs" lists every counted performance score).`,
    '',
    '| page | performance | runs | accessibility | best practices | SEO | CLS | LCP ms | TBT ms | below 0.9 | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...(results.lighthouse ?? []).map((r) => `| ${r.path} | ${r.performance} | ${r.performanceRuns.join(', ')} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls} | ${r.lcpMs} | ${r.tbtMs} | ${r.failedAudits.join(', ') || '–'} | ${mark(lighthouseMet(r))} |`),
    '',
    '## Accessibility (axe-core, violating nodes by impact)',
    '',
    '| page | critical | serious | moderate | minor | rules |',
    '|---|---|---|---|---|---|',
    ...(results.axe ?? []).map((r) => (r.error ? `| ${r.path} | error: ${r.error} | | | | |` : `| ${r.path} | ${r.critical} | ${r.serious} | ${r.moderate} | ${r.minor} | ${r.rules.join(', ') || '–'} |`)),
    '',
    '## HTML validity (Nu HTML Checker)',
    '',
    '| page | errors | first messages |',
    '|---|---|---|',
    ...(results.html ?? []).map((r) => `| ${r.path} | ${r.errors ?? 'n/a'} | ${(r.first ?? [r.note]).filter(Boolean).join(' / ').replace(/\|/g, '\\|') || '–'} |`),
    '',
    '## Throughput and latency (wrk)',
    '',
    'The server as `npm start` runs it: Next behind the in-memory page cache (README, "Page cache"). The first request of each page renders it; the runs that follow measure the cached page. Every request says `Accept-Encoding: gzip, deflate, br`, as browsers do, so pages travel compressed.',
    '',
    throughputTable('Embedded database (PGlite)', results.throughput?.pglite),
    '',
    throughputTable('PostgreSQL', results.throughput?.postgres) || '_PostgreSQL run skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to include it._',
    '',
    ...weightSection(results.weight),
    ...dynamicSection(results.dynamic),
    ...floorSection(results.floor),
    ...(results.notes?.length ? ['## Notes', '', ...results.notes.map((n) => `- ${n}`), ''] : []),
    ...(fs.existsSync(`${dir}/GAPS.md`) ? [fs.readFileSync(`${dir}/GAPS.md`, 'utf8')] : []),
  ];
  fs.writeFileSync(`${dir}/REPORT.md`, md.join('\n'));
}
