import { beforeAll, describe, expect, it } from 'vitest';
import { call, ORIGIN } from '../support/api';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { receiveStreamedForm } from '@/lib/files/streamed-form';
import { VIDEO_UPLOAD } from '@/lib/files/stored-uploads';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, mp4File, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const TOO_LARGE = 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.';
const upload = (fields: Record<string, string | Blob>, cookie = c.admin) =>
  call('POST', '/api/admin/insert/mining-video', { cookie, form: form(fields) });

/** A multipart request whose body is produced chunk by chunk, as a browser streams a large file. */
function streamedRequest(title: string, fileBytes: number, cookie: string) {
  const boundary = 'streamed-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent === 0) {
        controller.enqueue(Buffer.concat([head, Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]));
        sent = 12;
      } else if (sent < fileBytes) {
        const size = Math.min(chunk.length, fileBytes - sent);
        controller.enqueue(chunk.subarray(0, size));
        sent += size;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const req = new Request(`${ORIGIN}/api/admin/insert/mining-video`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { req, sent: () => sent, pulls: () => pulls };
}

describe('Mining 101 videos (/admin/video)', () => {
  it('lists an empty first page', async () => {
    const res = await call('GET', '/api/admin/get/mining-video?page=1&limit=10', { cookie: c.user });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ video: [], total: 0, totalPages: 1 });
  });

  it('streams an MP4 into storage, pages the list, renames and deletes it', async () => {
    const added = await upload({ title: 'Уул уурхай 101: Хайгуул', video: mp4File() });
    expect(added.status).toBe(200);
    expect(added.json.video.video).toMatch(/^\/uploads\/[a-f0-9]{32}\.mp4$/);
    await upload({ title: 'Уул уурхай 101: Олборлолт', video: mp4File() });
    await upload({ title: 'Уул уурхай 101: Нөхөн сэргээлт', video: mp4File() });

    const page2 = await call('GET', '/api/admin/get/mining-video?page=2&limit=2', { cookie: c.admin });
    expect(page2.json.total).toBe(3);
    expect(page2.json.totalPages).toBe(2);
    expect(page2.json.video).toHaveLength(1);

    const renamed = await call('POST', '/api/admin/update/mining-video', { cookie: c.admin, body: { id: added.json.video.id, title: 'Хайгуул' } });
    expect(renamed.json.video.title).toBe('Хайгуул');
    expect(stored()).toHaveLength(3);
    expect((await call('DELETE', `/api/admin/delete/mining-video?id=${added.json.video.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it('asks for the title first, then the video, and stores nothing when refused', async () => {
    const before = stored();
    const noTitle = await upload({ title: '', video: mp4File() });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.error).toBe('Бичлэгний нэрийг оруулна уу');
    const noVideo = await upload({ title: 'Бичлэг', video: new File([], '') });
    expect(noVideo.status).toBe(400);
    expect(noVideo.json.error).toBe('Бичлэг оруулна уу');
    expect(stored()).toEqual(before);
  });

  it('accepts only MP4 content', async () => {
    const res = await upload({ title: 'Бичлэг', video: fakeFile('clip.mp4', 'video/mp4') });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Зөвхөн MP4 файл сонгоно уу.');
    const notMultipart = await call('POST', '/api/admin/insert/mining-video', { cookie: c.admin, body: { title: 'x' } });
    expect(notMultipart.status).toBe(400);
  });

  it('refuses a declared size over 300 MB before reading the body', async () => {
    const { req, pulls } = streamedRequest('Урт бичлэг', 301 * 1024 * 1024, c.admin);
    req.headers.set('content-length', String(302 * 1024 * 1024));
    const res = await dispatch(allTables, req);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(TOO_LARGE);
    expect(pulls()).toBeLessThanOrEqual(1);
  });

  it('stops reading a stream as soon as it passes the limit, keeping nothing', async () => {
    const before = stored();
    const { req, sent } = streamedRequest('Урт бичлэг', 8 * 1024 * 1024, c.admin);
    await expect(receiveStreamedForm(req, 'video', { ...VIDEO_UPLOAD, maxBytes: 3 * 1024 * 1024 })).rejects.toMatchObject({
      status: 413,
      message: TOO_LARGE,
    });
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
    expect(stored()).toEqual(before);
  });

  it('stores a streamed upload of several megabytes', async () => {
    const { req } = streamedRequest('Урт бичлэг', 6 * 1024 * 1024, c.moderator);
    const res = await dispatch(allTables, req);
    expect(res.status).toBe(200);
  });

  it('needs a title to rename', async () => {
    const res = await call('POST', '/api/admin/update/mining-video', { cookie: c.admin, body: { id: 1 } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Бичлэгний нэрийг оруулна уу');
  });

  it('needs a session, write rights and our own origin', async () => {
    await expectGuarded('GET', '/api/admin/get/mining-video', c.user);
    await expectGuarded('POST', '/api/admin/insert/mining-video', c.user, { form: form({ title: 'x', video: mp4File() }) });
    await expectGuarded('POST', '/api/admin/update/mining-video', c.user, { body: { id: 1, title: 'x' } });
    await expectGuarded('DELETE', '/api/admin/delete/mining-video?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/mining-video', c.admin, { form: form({ title: 'x', video: mp4File() }) });
  });

  it('answers bad paging parameters with 400', async () => {
    expect((await call('GET', '/api/admin/get/mining-video?page=0', { cookie: c.admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/get/mining-video?limit=x', { cookie: c.admin })).status).toBe(400);
  });
});
