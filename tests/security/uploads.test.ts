import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveUpload } from '@/app/uploads/[key]/route';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { DOCUMENT_LIMIT, IMAGE_LIMIT, KEY_PATTERN, MB, storeFile, storeStream } from '@/lib/storage';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '@/lib/storage/detect';
import { adminCookie, call, ORIGIN } from '../support/api';
import { HOSTILE_FILES, SAMPLE_FILES, toFile } from './support/inputs';

let dataDir: string;
const uploadsDir = () => path.join(dataDir, 'uploads');
const savedDataDir = process.env.DATA_DIR;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-sec-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const IMAGES = { kinds: IMAGE_KINDS, maxBytes: IMAGE_LIMIT };
const DOCUMENTS = { kinds: DOCUMENT_KINDS, maxBytes: DOCUMENT_LIMIT };
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
/** A file of `size` bytes that starts like a real file of its kind. */
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return bytes;
};
const stored = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const serve = (key: string) => serveUpload(new Request(`${ORIGIN}/uploads/${encodeURIComponent(key)}`), { params: Promise.resolve({ key }) });

/** A request body that never ends on its own: the reader must stop it. No Content-Length is declared. */
function endlessBody(head: string) {
  const chunk = new Uint8Array(64 * 1024).fill(0x30);
  let sentHead = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(sentHead ? chunk : new TextEncoder().encode(head));
      sentHead = true;
    },
  });
}

describe('uploads are recognised by their bytes, never by name or declared type', () => {
  it('a real PNG is stored under a random name with the extension of its real kind', async () => {
    const result = await storeFile(file(SAMPLE_FILES.png, '../../../etc/cron.d/evil.php', 'text/x-php'), IMAGES);
    expect(result.key).toMatch(KEY_PATTERN);
    expect(result.key.endsWith('.png')).toBe(true);
    expect(result.url).toBe(`/uploads/${result.key}`);
    expect(stored()).toEqual([result.key]);
    expect(fs.existsSync(path.join(dataDir, '..', 'etc'))).toBe(false);
  });

  it.each(HOSTILE_FILES.map((f) => [f.name, f] as const))('%s (not what its name says) is refused as an image', async (_name, hostile) => {
    const before = stored();
    await expect(storeFile(toFile(hostile), IMAGES)).rejects.toMatchObject({ status: 400 });
    expect(stored()).toEqual(before);
  });

  it('a PDF renamed to .png is refused where an image is expected, and a PNG renamed to .pdf where a document is', async () => {
    await expect(storeFile(file(SAMPLE_FILES.pdf, 'photo.png', 'image/png'), IMAGES)).rejects.toMatchObject({ status: 400 });
    await expect(storeFile(file(SAMPLE_FILES.png, 'report.pdf', 'application/pdf'), DOCUMENTS)).rejects.toMatchObject({ status: 400 });
  });

  it('a PNG with HTML after its header is stored as an image and served as one: never as HTML, never sniffed, sandboxed', async () => {
    const polyglot = new Uint8Array([...SAMPLE_FILES.png.subarray(0, 64), ...new TextEncoder().encode('<html><script>alert(1)</script>')]);
    const { key } = await storeFile(file(polyglot, 'x.html', 'text/html'), IMAGES);
    const res = await serve(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('an image over 10 MB is refused with 413, and nothing is kept', async () => {
    const before = stored();
    await expect(storeFile(file(padded(SAMPLE_FILES.png, IMAGE_LIMIT + 1), 'big.png', 'image/png'), IMAGES)).rejects.toMatchObject({ status: 413 });
    expect(stored()).toEqual(before);
  });

  it('a document over 20 MB is refused with 413', async () => {
    await expect(storeFile(file(padded(SAMPLE_FILES.pdf, DOCUMENT_LIMIT + 1), 'big.pdf', 'application/pdf'), DOCUMENTS)).rejects.toMatchObject({ status: 413 });
  });

  it('a stream that never ends is cut at the limit (413) and leaves no temporary file behind', async () => {
    const tmpBefore = fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('upload-')).length;
    await expect(storeStream(endlessBody('\x89PNG\r\n\x1a\n'), { ...IMAGES, maxBytes: 2 * MB })).rejects.toMatchObject({ status: 413 });
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('upload-')).length).toBeLessThanOrEqual(tmpBefore);
  });
});

describe('/uploads serves only our own files from the uploads folder', () => {
  it('a stored file is served with its real type, nosniff and a long cache', async () => {
    const { key } = await storeFile(file(SAMPLE_FILES.jpeg, 'a.jpg', 'image/jpeg'), IMAGES);
    const res = await serve(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SAMPLE_FILES.jpeg);
  });

  it.each([
    '../package.json',
    '..%2F..%2Fpackage.json',
    '%2e%2e%2fpackage.json',
    '/etc/passwd',
    '....//....//etc/passwd',
    'evil.html',
    '0123456789abcdef0123456789abcdef.html',
    '0123456789abcdef0123456789abcdef.png/../../package.json',
    '0123456789ABCDEF0123456789ABCDEF.png',
    '0123456789abcdef0123456789abcdef.png\u0000.html',
    '',
  ])('%j is not served (404)', async (key) => {
    const res = await serve(key);
    expect(res.status).toBe(404);
  });

  it('a file dropped into the uploads folder under a name we did not make is not served', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), 'page.html'), '<script>alert(1)</script>');
    expect((await serve('page.html')).status).toBe(404);
  });
});

describe('bodies over their limit are refused with 413 before they are read whole', () => {
  /** Every route that reads a body and needs no query parameters, from the route tables. */
  const bodyRoutes = allTables.flatMap((table) =>
    table.routes
      .filter((r) => r.method !== 'GET' && !r.rawBody && (!r.query || r.query.safeParse({}).success))
      .map((r) => ({ url: `${table.prefix}${r.path}`, route: r, admin: Boolean(table.admin) })),
  );

  it('covers JSON and multipart routes', () => {
    expect(bodyRoutes.some((r) => r.route.multipart)).toBe(true);
    expect(bodyRoutes.some((r) => !r.route.multipart)).toBe(true);
  });

  it.each(bodyRoutes.map((r) => [r.route.method, r.url, r] as const))('%s %s stops an endless body with 413', async (method, url, { route, admin }) => {
    const headers: Record<string, string> = { host: 'localhost:3000', origin: ORIGIN };
    if (admin) headers.cookie = await adminCookie(2);
    headers['content-type'] = route.multipart ? 'multipart/form-data; boundary=XXX' : 'application/json';
    const head = route.multipart ? '--XXX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n' : '{"title":"';
    const req = new Request(`${ORIGIN}${url}`, { method, headers, body: endlessBody(head), duplex: 'half' } as RequestInit);
    const res = await dispatch(allTables, req);
    // A route that needs a member session answers 401 first, before reading (see below).
    expect(res.status).toBe(route.before ? 401 : 413);
    expect((await res.json()).error).toEqual(expect.any(String));
  });

  it('a JSON body just over 1 MB is refused (413); one under it is read', async () => {
    const big = { name: 'x'.repeat(MB) };
    expect((await call('POST', '/api/mm/insert/office-request', { body: big })).status).toBe(413);
    const res = await call('POST', '/api/mm/insert/office-request', { body: { name: 'x'.repeat(1000) } });
    expect(res.status).toBe(400); // read and validated: the other fields are missing
  });

  it('a declared Content-Length over the limit is refused without reading', async () => {
    const res = await call('POST', '/api/mm/insert/office-request', { body: '{}', headers: { 'content-length': String(2 * MB) } });
    expect(res.status).toBe(413);
  });

  it('the video upload (streamed) refuses a declared size over 300 MB', async () => {
    const form = new FormData();
    form.append('title', 'Видео');
    const res = await call('POST', '/api/admin/insert/mining-video', { cookie: await adminCookie(2), form, headers: { 'content-length': String(302 * MB) } });
    expect(res.status).toBe(413);
  });
});

describe('anonymous bodies are never read (issue 17.6)', () => {
  /** A body that counts how many chunks the server pulled from it. */
  function countedBody() {
    let pulls = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x30);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(chunk);
      },
    });
    return { body, pulls: () => pulls };
  }
  const upload = (url: string, body: ReadableStream, cookie?: string) =>
    dispatch(
      allTables,
      new Request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=XXX', ...(cookie ? { cookie } : {}) },
        body,
        duplex: 'half',
      } as RequestInit),
    );

  const memberRoutes = ['/api/mm/insert/member-answer', '/api/mm/insert/member-assessment', '/api/mm/insert/attachment'];
  it.each(memberRoutes)('%s answers 401 without a member session before reading the body', async (url) => {
    const { body, pulls } = countedBody();
    const res = await upload(url, body);
    expect(res.status).toBe(401);
    expect(pulls()).toBeLessThanOrEqual(1); // at most what the stream buffered on its own
  });

  it('an admin upload answers 401 signed out and 403 to a read-only account, before reading the body', async () => {
    const signedOut = countedBody();
    expect((await upload('/api/admin/insert/news', signedOut.body)).status).toBe(401);
    const viewer = countedBody();
    expect((await upload('/api/admin/insert/news', viewer.body, await adminCookie(3))).status).toBe(403);
    expect(signedOut.pulls() + viewer.pulls()).toBeLessThanOrEqual(2);
  });

  it('takes at most MAX_CONCURRENT_UPLOADS (8) bodies at once: the next is 429 with Retry-After until one finishes', async () => {
    const cookie = await adminCookie(1);
    const stalled: ReadableStreamDefaultController<Uint8Array>[] = [];
    const stalledBody = () => new ReadableStream<Uint8Array>({ start: (controller) => void stalled.push(controller) });
    const inFlight = Array.from({ length: 8 }, () => upload('/api/admin/insert/news', stalledBody(), cookie));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await upload('/api/admin/insert/news', countedBody().body, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    for (const controller of stalled) controller.close();
    for (const res of await Promise.all(inFlight)) expect(res.status).toBe(400);
    const after = await upload('/api/admin/insert/news', new Blob(['--XXX--\r\n']).stream(), cookie);
    expect(after.status).toBe(400);
  });

  it('a multipart upload cut off mid-file is a 400, and nothing is kept', async () => {
    const { receiveStreamedForm } = await import('@/lib/files/streamed-form');
    const { VIDEO_UPLOAD } = await import('@/lib/files/stored-uploads');
    const head = '--XXX\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n';
    const mp4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, ...new Array(4096).fill(1)]);
    const body = new Blob([head, mp4]).stream();
    const before = fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).length : 0;
    const req = new Request(`${ORIGIN}/api/admin/insert/mining-video`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XXX' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(receiveStreamedForm(req, 'video', VIDEO_UPLOAD)).rejects.toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).length : 0;
    expect(after).toBe(before);
  });
});

describe('upload routes refuse files that are not what they claim', () => {
  it.each(HOSTILE_FILES.map((f) => [f.name, f] as const))('the news editor refuses %s by its content', async (_name, hostile) => {
    const form = new FormData();
    form.append('image', toFile(hostile));
    const before = stored();
    const res = await call('POST', '/api/admin/upload/news-image', { cookie: await adminCookie(2), form });
    expect(res.status).toBe(400);
    // An empty file counts as no file chosen; anything else is refused for what its bytes are.
    if (hostile.bytes.length > 0) expect(res.json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
    expect(stored()).toEqual(before);
  });

  it('the news editor stores a real image and answers its /uploads URL', async () => {
    const form = new FormData();
    form.append('image', file(SAMPLE_FILES.png, 'news.png', 'image/png'));
    const res = await call('POST', '/api/admin/upload/news-image', { cookie: await adminCookie(2), form });
    expect(res.status).toBe(200);
    expect(res.json.url[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it('a PDF document of 20 MB + 1 byte is refused with 413 by the document library', async () => {
    const form = new FormData();
    form.append('title', 'Том файл');
    form.append('pdf', file(padded(SAMPLE_FILES.pdf, DOCUMENT_LIMIT + 1), 'big.pdf', 'application/pdf'));
    const res = await call('POST', '/api/admin/insert/document-pdf', { cookie: await adminCookie(2), form });
    expect(res.status).toBe(413);
  });
});
