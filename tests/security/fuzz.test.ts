import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allTables } from '@/lib/api/tables';
import type { Route, RouteTable } from '@/lib/api/table';
import { getDb } from '@/lib/db/client';
import { KEY_PATTERN } from '@/lib/storage';
import { detectKind, KIND_INFO } from '@/lib/storage/detect';
import { seedDatabase } from '@/lib/db/seed';
import { adminCookie, call } from '../support/api';
import { brokenJsonText, toFormData, toJsonBody, toSearchParams } from './support/inputs';
import { objectsFor } from './support/requests';
import { refusal } from '@/lib/security/edge.mjs';
import { parseBlogSlug, searchPath } from '@/lib/news/blog-slug';

// The preview routes switch Next's draft mode, which exists only inside a Next request: a stand-in here.
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}));

/**
 * Property-based fuzzing of every route of every API table, read from the tables themselves (a new route is
 * fuzzed without editing this file). Generated queries and bodies mix fields of the right type with wrong
 * types, missing and extra fields, huge and negative numbers, long and odd Unicode, SQL and HTML payloads
 * and broken JSON. Admin tables are called as an admin (role 2), so requests get past the session check.
 * Whatever comes in, the answer is a 2xx or a 4xx JSON error: never a 5xx, never a stack trace.
 * FUZZ_RUNS and FUZZ_SEED widen or vary the search.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20250911);
const STACK_TRACE = /(?:\n|\\n)\s+at \S[^\n]*:\d+:\d+|node_modules\/|\/work\/main/;

const routes = allTables.flatMap((table: RouteTable) => table.routes.map((r) => ({ table, route: r, url: `${table.prefix}${r.path}` })));

type Request = { query: string; body?: unknown; form?: FormData };

function requestArbitrary(route: Route): fc.Arbitrary<Request> {
  const query = objectsFor(route.query).map(toSearchParams);
  if (route.method === 'GET') return query.map((q) => ({ query: q }));
  if (route.multipart || route.rawBody) return fc.tuple(query, objectsFor(route.body)).map(([q, b]) => ({ query: q, form: toFormData(b) }));
  const body = fc.oneof(
    { weight: 6, arbitrary: objectsFor(route.body).map(toJsonBody) },
    { weight: 1, arbitrary: brokenJsonText },
  );
  return fc.tuple(query, body).map(([q, b]) => ({ query: q, body: b }));
}

function expectSafeAnswer(res: Awaited<ReturnType<typeof call>>, what: string) {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  const isJson = res.headers.get('content-type')?.includes('json');
  if (res.status >= 400) {
    expect(typeof res.json?.error, `${what} answered ${res.status} without a JSON error: ${res.text.slice(0, 200)}`).toBe('string');
  }
  if (res.status >= 400 || isJson) expect(res.text, `${what} leaked internals`).not.toMatch(STACK_TRACE);
}

let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR };

beforeAll(async () => {
  // Uploads and mail from the fuzzer land in a throw-away folder, not the developer's ./data.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.MAIL_OUTBOX_DIR;
  await seedDatabase(await getDb());
}, 120_000);

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('fuzzing every API route', () => {
  it('covers every table', () => {
    expect(new Set(routes.map((r) => r.table.prefix))).toEqual(new Set(allTables.map((t) => t.prefix)));
  });

  it.each(routes.map((r) => [r.route.method, r.url, r] as const))('%s %s answers 2xx or a 4xx JSON error', async (method, url, { table, route }) => {
    // A fresh admin per route: a fuzzed account edit may demote or delete the one before.
    const cookie = table.admin ? await adminCookie(2) : undefined;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (req) => {
        const target = req.query ? `${url}?${req.query}` : url;
        const res = await call(method, target, { cookie, body: req.body, form: req.form });
        expectSafeAnswer(res, `${method} ${target}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it('every file the fuzzer got stored is a real file of its kind under a random name', () => {
    const uploads = path.join(dataDir, 'uploads');
    const stored = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    expect(stored.length, 'the fuzzer got no upload through: the check would be empty').toBeGreaterThan(0);
    for (const name of stored) {
      expect(name).toMatch(KEY_PATTERN);
      const kind = detectKind(new Uint8Array(fs.readFileSync(path.join(uploads, name)).subarray(0, 4096)));
      expect(kind && name.endsWith(`.${KIND_INFO[kind].ext}`), name).toBe(true);
    }
  });
});

/** Issue 17.10: requests crafted to break parsing, each of which answered 500 once. */
describe('crafted requests answer 4xx, never 5xx', () => {
  const crafted = allTables.flatMap((table: RouteTable) => table.routes.filter((r) => r.method === 'GET').map((r) => `${table.prefix}${r.path}`));

  it.each(['token', 'mm_member', 'yp_participant'])('a cookie %s=%% breaks no API route', async (name) => {
    for (const url of crafted) expectSafeAnswer(await call('GET', url, { cookie: `${name}=%; ${name}2=%E0%A4%A` }), `GET ${url} with ${name}=%`);
  });

  it('TRACE, made-up methods and undecodable paths are refused at the edge with 4xx', () => {
    fc.assert(
      fc.property(fc.constantFrom('TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'DEBUG'), fc.string(), (method, rest) => {
        const answer = refusal({ method, url: `/mm/${encodeURIComponent(rest)}` });
        expect(answer?.status).toBe(405);
      }),
      { numRuns: RUNS * 10, seed: SEED },
    );
    fc.assert(
      fc.property(fc.constantFrom('/mm/', '/uploads/', '/en/mm/blog/', '/yp/company/', '/mm/detail/'), fc.string(), fc.constantFrom('%', '%2', '%G0', '%25', '%E0%A4%A'), (prefix, text, bad) => {
        const answer = refusal({ method: 'GET', url: `${prefix}${encodeURIComponent(text)}${bad}` });
        expect(answer?.status).toBe(400);
      }),
      { numRuns: RUNS * 10, seed: SEED },
    );
  });

  it('a news search term never carries a control character (a NUL byte failed the query) and never a raw %', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (typed) => {
        const parsed = parseBlogSlug(`${encodeURIComponent(typed)}%00=1`);
        if (parsed?.selection.kind === 'search') expect(parsed.selection.term).not.toMatch(/[\u0000-\u001f\u007f]/);
        const path = searchPath(typed);
        expect(refusal({ method: 'GET', url: path })).toBeNull();
        expect(parseBlogSlug(path.slice('/mm/blog/'.length))).not.toBeNull();
      }),
      { numRuns: RUNS * 20, seed: SEED },
    );
  });

  it('a NUL byte and a % in a news search read the database without an error', async () => {
    const { getNewsSearch } = await import('@/lib/news/queries');
    for (const segment of ['a%00b=1', '100%25=1', '%5C%25_=1']) {
      const parsed = parseBlogSlug(segment)!;
      if (parsed.selection.kind !== 'search') continue;
      await expect(getNewsSearch({ term: parsed.selection.term, page: 1, limit: 10, lang: 'mn' })).resolves.toBeDefined();
    }
  });
});
