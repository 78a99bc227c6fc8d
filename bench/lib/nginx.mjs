/**
 * nginx beside the product's server in the same run (issue 23, target 5): it serves the very bytes the page
 * cache answers for a page — fetched once from our server with the same Accept-Encoding, and stored as the
 * pre-compressed file gzip_static sends — so the ratio compares the two servers' work per request, not two
 * different pages. One worker process (our server is one Node process) and an access log, as ours writes one.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { groupCpuSeconds } from './cpu.mjs';
import { answered, stopGroup } from './process-group.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** Whether nginx is installed (Debian: apt-get install nginx); without it the bench says so and goes on. */
export const hasNginx = () => Boolean(NGINX);

function config(dir, port) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  keepalive_requests 100000;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    gzip_static on;
    location / { default_type text/html; }
  }
}
`;
}

/** The body exactly as it went over the wire (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

/**
 * Copies `pagePath`'s compressed answer from `baseUrl` into a fresh nginx root as /page.html(.gz) and starts
 * nginx on `port`. Resolves to { url, bytes, stop }.
 */
export async function startNginxWithPage(baseUrl, pagePath, { dir, port }) {
  const { body, encoding } = await rawGet(new URL(pagePath, baseUrl), { 'accept-encoding': 'gzip, deflate, br' });
  if (encoding !== 'gzip') throw new Error(`${pagePath} came ${encoding ?? 'uncompressed'}, not gzip`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'root'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'));
  fs.writeFileSync(path.join(dir, 'root/page.html'), gunzipSync(body));
  fs.writeFileSync(path.join(dir, 'root/page.html.gz'), body);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  await answered(`${url}/page.html`, child, { timeoutMs: 5000, intervalMs: 100 });
  return {
    url,
    path: '/page.html',
    cpuSeconds: () => groupCpuSeconds(child.pid),
    stop: () => stopGroup(child, 'SIGQUIT'), // nginx's graceful stop
  };
}
