import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const jar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** Nu HTML Checker errors per page, on the HTML the server sends. */
export async function htmlErrors(baseUrl, pages, workDir) {
  fs.mkdirSync(workDir, { recursive: true });
  const files = [];
  for (const [i, p] of pages.entries()) {
    const file = path.join(workDir, `page-${i}.html`);
    fs.writeFileSync(file, await (await fetch(new URL(p, baseUrl))).text());
    files.push({ path: p, file });
  }
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files.map((f) => f.file)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return files.map((f) => ({ path: f.path, errors: null, note: `vnu did not run: ${run.error.message}` }));
  const messages = JSON.parse(run.stderr || run.stdout || '{"messages":[]}').messages ?? [];
  return files.map((f) => {
    const mine = messages.filter((m) => m.url?.endsWith(path.basename(f.file)) && m.type === 'error');
    return { path: f.path, errors: mine.length, first: mine.slice(0, 3).map((m) => m.message) };
  });
}
