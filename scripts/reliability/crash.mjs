#!/usr/bin/env node
/**
 * Crash safety of the embedded database: `node scripts/reliability/crash.mjs [rounds]`.
 * Starts the production server on a fresh DATA_DIR, sends a stream of writes from several clients
 * (new back-office accounts), kills the whole server with SIGKILL at a random moment while writes are
 * in flight, restarts it on the same directory, and checks that every write the server acknowledged
 * (200) is there. Repeats for several rounds, then exits 1 if anything acknowledged was lost.
 * Uses the production build in NEXT_DIST_DIR (default .next); CRASH_PORT (default 3291).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, sessionCookie, startServer, stopServer } from './server.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const WRITERS = 4;
const PORT = Number(process.env.CRASH_PORT ?? 3291);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

const acknowledged = new Set();
let unacknowledged = 0;

/** One client writing accounts one after another until the server dies under it. */
async function writer(base, cookie, round, id) {
  for (let n = 0; ; n++) {
    const email = `crash-r${round}-w${id}-${n}@example.com`;
    try {
      const res = await api(base, 'POST', '/api/admin/insert/account', {
        cookie,
        body: { first_name: 'Crash', last_name: `R${round}`, email, phone_number: '', position: '', department: '', account_role: 3 },
      });
      if (res.status !== 200) throw new Error(`write answered ${res.status}: ${res.text.slice(0, 200)}`);
      acknowledged.add(email);
    } catch (error) {
      if (error instanceof TypeError) {
        unacknowledged++; // the connection died: this write was never acknowledged
        return;
      }
      throw error;
    }
  }
}

async function allAccountEmails(base, cookie) {
  const emails = new Set();
  for (let page = 1; ; page++) {
    const res = await api(base, 'GET', `/api/admin/get/admin-users?page=${page}&limit=100`, { cookie });
    if (res.status !== 200) throw new Error(`listing accounts answered ${res.status}`);
    for (const a of res.json.account) emails.add(a.email);
    if (page >= res.json.totalPages) return emails;
  }
}

/** One round: writers start, the server is killed 1–4 s after the first acknowledged write. */
async function crashRound(server, cookie, round) {
  const before = acknowledged.size;
  let settled = false;
  // Attached at once: a writer that fails must end the round, not leave it waiting for an acknowledgement.
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(server.base, cookie, round, i))).finally(() => (settled = true));
  writing.catch(() => {});
  while (acknowledged.size === before && !settled) await new Promise((r) => setTimeout(r, 20));
  if (settled) await writing; // every writer stopped before a single acknowledgement: rethrows its error
  const killAfter = 1000 + Math.floor(Math.random() * 3000);
  await new Promise((r) => setTimeout(r, killAfter));
  await stopServer(server, 'SIGKILL');
  await writing;
  console.log(`[crash] round ${round}: kill -9 after ${killAfter} ms of writing; ${acknowledged.size - before} writes acknowledged in this round`);
}

async function checkNothingLost(cookie) {
  const server = await startServer({ port: PORT, env });
  try {
    const present = await allAccountEmails(server.base, cookie);
    const lost = [...acknowledged].filter((email) => !present.has(email));
    console.log(`[crash] after ${ROUNDS} crashes the database opened; ${acknowledged.size} acknowledged writes, ${lost.length} lost, ${unacknowledged} cut off unacknowledged`);
    if (lost.length) {
      console.error(`[crash] LOST: ${lost.slice(0, 20).join(', ')}`);
      process.exitCode = 1;
    }
    if (acknowledged.size === 0) {
      console.error('[crash] no write was acknowledged: nothing was tested');
      process.exitCode = 1;
    }
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.log(`[crash] DATA_DIR ${dataDir}, ${ROUNDS} rounds, ${WRITERS} writers`);
  let cookie;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServer({ port: PORT, env });
      try {
        cookie ??= await sessionCookie(server.base);
        await crashRound(server, cookie, round);
      } finally {
        await stopServer(server, 'SIGKILL'); // already dead after a normal round; a failed round leaves no server behind
      }
    }
    await checkNothingLost(cookie);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[crash] ${error.stack ?? error}`);
  process.exitCode = 1;
});
