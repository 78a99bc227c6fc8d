#!/usr/bin/env node
/**
 * The supervised server: `node scripts/reliability/supervisor.mjs [rounds]`. Starts the production build as
 * `npm start` does, kills the server's worker process with SIGKILL (the supervisor stays), and checks that the
 * site answers again within RECOVERY_LIMIT_MS (default 20 s) — a page and the API, with the data still there —
 * and that the supervisor logged why it restarted. Repeats for several rounds. SUPERVISOR_PORT (default 3292).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server.mjs';

const ROUNDS = Number(process.argv[2] ?? 2);
const PORT = Number(process.env.SUPERVISOR_PORT ?? 3292);
const LIMIT_MS = Number(process.env.RECOVERY_LIMIT_MS ?? 20_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));

/** The supervisor's JSON log lines about its workers. */
const supervisorLogs = (server) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"component":"supervisor"'))
    .map((line) => JSON.parse(line));

const currentWorker = (server) => supervisorLogs(server).filter((l) => l.msg === 'worker started').at(-1)?.worker;

async function answers(base) {
  try {
    const [page, api] = await Promise.all([fetch(`${base}/mm`), fetch(`${base}/api/mm/get/news?page=1&limit=1`)]);
    await Promise.all([page.arrayBuffer(), api.arrayBuffer()]);
    return page.status === 200 && api.status === 200;
  } catch {
    return false;
  }
}

async function main() {
  const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const worker = currentWorker(server);
      if (!worker || !(await answers(server.base))) throw new Error(`round ${round}: the site does not answer before the kill`);
      const killedAt = Date.now();
      process.kill(worker, 'SIGKILL');
      while (!(await answers(server.base)) || currentWorker(server) === worker) {
        if (Date.now() - killedAt > LIMIT_MS) throw new Error(`round ${round}: the site did not answer within ${LIMIT_MS} ms of kill -9`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const recovered = Date.now() - killedAt;
      const why = supervisorLogs(server).find((l) => l.worker === worker && l.signal === 'SIGKILL');
      if (!why) throw new Error(`round ${round}: the supervisor did not log why worker ${worker} was restarted`);
      console.log(`[supervisor] round ${round}: worker ${worker} killed with SIGKILL; "${why.msg}", restarted after ${why.restartInMs} ms; the site answered again ${recovered} ms after the kill (worker ${currentWorker(server)})`);
    }
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[supervisor] ${error.stack ?? error}`);
  process.exitCode = 1;
});
