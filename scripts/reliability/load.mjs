#!/usr/bin/env node
/**
 * Load with writes: `npm run reliability:load` (tsx runs it: it reads the mail outbox with the e2e helper).
 * 64 connections read the public pages for LOAD_SECONDS (default 60) while an admin writes news and
 * banners and meeting participants send invitations. Passes when no answer is a 5xx or missing (30 s), each
 * kind of write succeeded, every acknowledged write is there afterwards, and the public pages show it.
 * Exits 1 otherwise.
 * Production build in NEXT_DIST_DIR (default .next); LOAD_PORT (default 3292); DATABASE_URL to run on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readMail } from '../../e2e/support/mail.ts';
import { api, root, sessionCookie, startServer, stopServer } from './server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 64;
const READ_TIMEOUT_SECONDS = 30;
const PORT = Number(process.env.LOAD_PORT ?? 3292);
const PUBLIC_PAGES = ['/mm', '/en/mm', '/mm/blog/8=1', '/mm/detail/1', '/mm/about', '/mm/trade', '/mw', '/mw/agenda', '/yp/company/1', '/yellow-page/1'];
const PNG = fs.readFileSync(path.join(root, 'public/images/seed/logo-01.png'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
const failures = [];
const fail = (message) => failures.push(message);

async function multipart(base, url, cookie, fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

/** The admin: a news item every ~second, a banner every ~4 seconds, until told to stop. */
async function adminWriter(base, cookie, until, acked) {
  for (let n = 0; Date.now() < until; n++) {
    const title = `Ачааллын мэдээ ${n} ${Date.now()}`;
    const news = await multipart(base, '/api/admin/insert/news', cookie, {
      image: new File([PNG], 'cover.png', { type: 'image/png' }),
      title,
      summary: 'Ачааллын туршилт',
      text: `<p>${title}</p>`,
      category_cid: '8',
      publisher: 'Админ',
      news_status: 'true',
      yellow_book: 'false',
    });
    if (news.status === 200) acked.news.push({ id: news.json.news.id, title });
    else if (news.status >= 500) fail(`news write answered ${news.status}`);
    if (n % 4 === 0) {
      const banner = await multipart(base, '/api/admin/insert/banner', cookie, { image: new File([PNG], 'banner.png', { type: 'image/png' }) });
      if (banner.status === 200) acked.banners.push(banner.json.banner.image);
      else if (banner.status >= 500) fail(`banner write answered ${banner.status}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Signs a participant in with the e-mailed code (from the outbox), as the login page does. */
async function participantToken(base, email, ip) {
  const sent = await api(base, 'GET', `/api/yp/send/verification-code?email=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': ip } });
  if (sent.status !== 200 || !sent.json.user) throw new Error(`code for ${email}: ${sent.status} ${sent.text}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((f) => readMail(path.join(outbox, f)))
    .find((m) => m.to.includes(email));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mail for ${email}`);
  const verified = await api(base, 'POST', '/api/yp/verify/confirmation-code', { body: { id: sent.json.user.id, confirmation_code: code } });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status} ${verified.text}`);
  const token = verified.json.user.user_token;
  // The send answer's id names the code (a random challenge); the participant's own id comes with the session.
  const me = await api(base, 'GET', '/api/yp/get/user', { headers: { authorization: `Bearer ${token}` } });
  return { id: me.json.user.id, token };
}

/** One participant inviting another to the first free slot, again and again. */
async function inviter(base, sender, receiver, until, acked) {
  const headers = { authorization: `Bearer ${sender.token}` };
  while (Date.now() < until) {
    const free = await api(base, 'GET', `/api/yp/get/available-meeting-times?receiver_id=${receiver.id}`, { headers });
    if (free.status >= 500) fail(`available times answered ${free.status}`);
    const slot = free.json?.meetings?.[0]?.times?.[0];
    const room = slot?.rooms?.[0];
    if (!slot || !room) return;
    const sent = await api(base, 'POST', '/api/yp/send/meeting-invitation', {
      headers,
      body: { receiver_id: receiver.id, room_id: room.room_id ?? room.id, meeting_time_id: slot.meeting_time_id, meeting_description: 'Ачааллын туршилт' },
    });
    if (sent.status === 200) acked.meetings.push({ sender, id: sent.json.meeting.id });
    else if (sent.status >= 500) fail(`invitation answered ${sent.status}: ${sent.text}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function readPages(base) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // An answer slower than READ_TIMEOUT_SECONDS counts as an error: long enough for a 2-core machine that
      // also runs the writers and the test itself, short enough to catch a server that stopped answering.
      { url: base, connections: CONNECTIONS, duration: SECONDS, timeout: READ_TIMEOUT_SECONDS, requests: PUBLIC_PAGES.map((p) => ({ method: 'GET', path: p })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

async function verify(base, cookie, acked) {
  const listed = await api(base, 'GET', '/api/admin/get/news?category=8&page=1&limit=100', { cookie });
  const present = new Set((listed.json?.news ?? []).map((n) => n.id));
  for (const n of acked.news.slice(-100)) if (!present.has(n.id)) fail(`acknowledged news ${n.id} is missing`);
  for (const n of acked.news.filter((_, i) => i % 10 === 0)) {
    const page = await fetch(`${base}/mm/detail/${n.id}`);
    if (page.status !== 200 || !(await page.text()).includes(n.title)) fail(`/mm/detail/${n.id} does not show "${n.title}"`);
  }
  const last = acked.news.at(-1);
  if (last && !(await (await fetch(`${base}/mm/blog/8=1`)).text()).includes(last.title)) fail(`/mm/blog/8=1 does not show the newest news "${last.title}"`);
  const banners = new Set(((await api(base, 'GET', '/api/mm/get/banner')).json?.banner ?? []).map((b) => b.image));
  for (const image of acked.banners) if (!banners.has(image)) fail(`acknowledged banner ${image} is missing`);
  for (const m of acked.meetings) {
    const mine = await api(base, 'GET', '/api/yp/get/meetings-by-user', { headers: { authorization: `Bearer ${m.sender.token}` } });
    if (!(mine.json?.meetings ?? []).some((x) => x.id === m.id)) fail(`acknowledged meeting ${m.id} is missing`);
  }
}

async function main() {
  const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox') } });
  const acked = { news: [], banners: [], meetings: [] };
  try {
    const cookie = await sessionCookie(server.base);
    for (const p of PUBLIC_PAGES) await fetch(`${server.base}${p}`); // first renders fill the cache
    const participants = [];
    for (const i of [3, 4, 5, 6, 7, 8]) participants.push(await participantToken(server.base, `participant${i}@example.com`, `192.0.2.${i}`));
    const until = Date.now() + SECONDS * 1000;
    const [reads] = await Promise.all([
      readPages(server.base),
      adminWriter(server.base, cookie, until, acked),
      inviter(server.base, participants[0], participants[1], until, acked),
      inviter(server.base, participants[2], participants[3], until, acked),
      inviter(server.base, participants[4], participants[5], until, acked),
    ]);
    const codes = Object.fromEntries(Object.entries(reads.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    const errors5xx = Object.entries(codes).filter(([code]) => Number(code) >= 500);
    if (errors5xx.length) fail(`public pages answered ${JSON.stringify(Object.fromEntries(errors5xx))}`);
    if (reads.errors || reads.timeouts) fail(`${reads.errors} connection errors, ${reads.timeouts} timeouts`);
    // A run in which a kind of write never succeeded proves nothing about that kind.
    for (const [kind, list] of Object.entries(acked)) if (list.length === 0) fail(`no ${kind} write was acknowledged`);
    await verify(server.base, cookie, acked);
    console.log(
      JSON.stringify(
        {
          seconds: SECONDS,
          connections: CONNECTIONS,
          requests: reads.requests.total,
          requestsPerSecond: reads.requests.average,
          latencyMs: { p50: reads.latency.p50, p99: reads.latency.p99, max: reads.latency.max },
          statusCodes: codes,
          acknowledged: { news: acked.news.length, banners: acked.banners.length, invitations: acked.meetings.length },
          failures,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[load] ${error.stack ?? error}`);
  process.exitCode = 1;
});
