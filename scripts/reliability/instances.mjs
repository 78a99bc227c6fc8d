#!/usr/bin/env node
/**
 * Two production instances on one PostgreSQL and one Redis: `npm run reliability:instances`.
 * Proves the scale-out set-up of the README: an edit saved through instance A shows on instance B on the
 * next request (and back), a session signed in on A works on B, and rate limits count across both.
 * INSTANCES_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created
 * on that server and dropped afterwards), REDIS_URL (default redis://127.0.0.1:6379), NEXT_DIST_DIR,
 * INSTANCES_PORT (default 3293: A on it, B on the next port).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { api, root, startServer, stopServer } from './server.mjs';

const BASE_URL = process.env.INSTANCES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.INSTANCES_PORT ?? 3293);
const PNG = fs.readFileSync(path.join(root, 'public/images/seed/logo-01.png'));
const results = [];

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : `: ${detail}`}`);
}

/** Signs in on one instance through next-auth's development sign-in, as the login page does. */
async function signIn(base, email) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${base}/api/auth/callback/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: csrfCookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email, json: 'true', callbackUrl: `${base}/admin/dashboard` }),
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!token) throw new Error(`no session cookie from ${base} (${res.status})`);
  return token.split(';')[0];
}

async function saveNews(base, cookie, fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const url = fields.id ? '/api/admin/update/news' : '/api/admin/insert/news';
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  if (res.status !== 200) throw new Error(`${url} on ${base}: ${res.status} ${await res.text()}`);
  return (await res.json()).news;
}

const pageText = async (base, p, cookie) => (await fetch(`${base}${p}`, { headers: cookie ? { cookie } : {} })).text();

/**
 * An anonymous visitor after a write gets the copy from before it, marked STALE, while one refresh runs behind it
 * (README, "Page cache"); what it must never get is an old copy passed off as current. Resolves to whether the
 * first answer was fresh or marked STALE, and the page showed `text` within `ms`.
 */
async function anonymousSeesSoon(base, p, text, ms = 10_000) {
  const first = await fetch(`${base}${p}`);
  const honest = (await first.text()).includes(text) || first.headers.get('x-page-cache') === 'STALE';
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    if ((await pageText(base, p)).includes(text)) return honest;
  }
  return false;
}

async function main() {
  const name = `instances_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: BASE_URL, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instances-'));
  // One PostgreSQL, one Redis (a prefix of its own for this run), one uploads folder standing for object storage.
  const env = { DATABASE_URL: url.toString(), REDIS_URL, REDIS_CACHE_PREFIX: `${name}:`, DATA_DIR: dataDir };
  const servers = [];
  try {
    const seeded = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/db-seed.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
    // Each server is remembered as soon as it runs, so one that started is stopped even if the other failed.
    const start = async (port) => {
      const server = await startServer({ port, env });
      servers.push(server);
      return server;
    };
    const [a, b] = await Promise.all([start(PORT), start(PORT + 1)]);

    // Both instances have the news list cached before the edit.
    for (const s of [a, b]) for (let i = 0; i < 2; i++) await pageText(s.base, '/mm/blog/8=1');

    const cookie = await signIn(a.base, 'admin@example.com');
    const onB = await api(b.base, 'GET', '/api/admin/auth', { cookie });
    check('a session signed in on A works on B', onB.status === 200, `B answered ${onB.status}`);

    const title = `Хоёр сервер ${Date.now()}`;
    const news = await saveNews(a.base, cookie, {
      image: new File([PNG], 'cover.png', { type: 'image/png' }),
      title,
      summary: 'Хуваалцсан кэш',
      text: `<p>${title}</p>`,
      category_cid: '8',
      publisher: 'Админ',
      news_status: 'true',
      yellow_book: 'false',
    });
    check('news saved on A shows in B’s cached list: to a visitor marked STALE first, then fresh', await anonymousSeesSoon(b.base, '/mm/blog/8=1', title));
    check('… and to the editor who saved it, on their next request to B', (await pageText(b.base, '/mm/blog/8=1', cookie)).includes(title));
    await pageText(a.base, `/mm/detail/${news.id}`);
    await pageText(b.base, `/mm/detail/${news.id}`);

    const edited = `${title} (B дээр засав)`;
    await saveNews(b.base, cookie, {
      id: String(news.id),
      title: edited,
      summary: 'Хуваалцсан кэш',
      text: `<p>${edited}</p>`,
      category_cid: '8',
      publisher: 'Админ',
      news_status: 'true',
      yellow_book: 'false',
    });
    check('an edit saved on B shows on A’s cached detail page', (await pageText(a.base, `/mm/detail/${news.id}`)).includes(edited));

    const ip = `203.0.113.${crypto.randomInt(1, 255)}`;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const s = i % 2 ? b : a;
      const res = await api(s.base, 'POST', '/api/mm/insert/office-request', {
        headers: { 'x-forwarded-for': ip },
        body: { name: 'Хоёр сервер ХХК', email: `two-${i}-${Date.now()}@example.com`, phone_number: '99112233', business_type: 'Нүүрс', member_request: true, codex_request: false, meeting_request: false },
      });
      statuses.push(res.status);
    }
    check('rate limits count across both instances (5 allowed per address, the 6th refused)', statuses.slice(0, 5).every((s) => s === 200) && statuses[5] === 429, statuses.join(','));
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${name}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (results.length === 0 || results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[instances] ${error.stack ?? error}`);
  process.exitCode = 1;
});
