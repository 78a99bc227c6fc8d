/**
 * Production servers for the reliability scripts: started exactly as `npm start` starts them (migrate,
 * seed an empty embedded database, scripts/server.mjs), each in its own process group so that a crash can be
 * simulated with SIGKILL on the whole group.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const SECRET = 'reliability-only-secret-0123456789abcdef';

/** Starts `node scripts/start.mjs` on a port and waits for /api/health. */
export async function startServer({ port, env = {}, log = false }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: log ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_SECRET: SECRET,
      NEXTAUTH_URL: `http://localhost:${port}`,
      AUTH_DEV_LOGIN: 'true',
      COOKIE_SECURE: 'false',
      // The scripts play many visitors from one machine, each with its own X-Forwarded-For, as a proxy would send.
      TRUSTED_PROXY_HOPS: '1',
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited (${child.exitCode}):\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  killGroup(child, 'SIGKILL');
  throw new Error(`The server on port ${port} did not answer /api/health in time:\n${output.slice(-3000)}`);
}

/** Sends a signal to the server and every process it started (scripts/server.mjs and what it started). */
export function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function stopServer(server, signal = 'SIGTERM') {
  const { child } = server;
  const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  killGroup(child, signal);
  await exited;
  // The group's last processes (next-server) may outlive the script by a moment.
  for (let i = 0; i < 50 && groupAlive(child.pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A back-office session cookie for a seeded account, from the development sign-in (AUTH_DEV_LOGIN), so the
 * server has recorded the session: a JWT made here would name no session and be refused.
 */
export async function sessionCookie(base, email = 'admin@example.com') {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${base}/api/auth/callback/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie, origin: base },
    body: new URLSearchParams({ csrfToken, email, json: 'true', callbackUrl: '/admin/dashboard' }),
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='))?.split(';')[0];
  if (!token) throw new Error(`dev sign-in for ${email} answered ${res.status} without a session cookie`);
  return token;
}

/** JSON request as our own origin's browser would send it. */
export async function api(base, method, url, { cookie, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}
