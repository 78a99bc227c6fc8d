import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { fakePng, form, pngFile, seedEventBasics, useTemporaryDataDir } from './fixtures';

const W = '/api/admin/week';
let admin: string;
let reader: string;
let days: Awaited<ReturnType<typeof seedEventBasics>>['days'];

const presenterFields = { name_mn: 'Б. Болд', name_en: 'B. Bold', position_mn: 'Гүйцэтгэх захирал', position_en: 'CEO', event_id: '3' };
/** The stored file behind an /uploads/ URL. */
const storedPath = (url: string) => path.join(process.env.DATA_DIR!, 'uploads', url.split('/').pop()!);

beforeAll(async () => {
  useTemporaryDataDir();
  ({ days } = await seedEventBasics());
  [admin, reader] = await Promise.all([adminCookie(2), adminCookie(3)]);
});

describe('presenters', () => {
  it('needs a session to list and a writing role to add', async () => {
    expect((await call('GET', `${W}/get/presenter?event=3&page=1&limit=20`)).status).toBe(401);
    expect((await call('POST', `${W}/insert/presenter`, { form: form({ ...presenterFields, image: pngFile() }) })).status).toBe(401);
    expect((await call('POST', `${W}/insert/presenter`, { cookie: reader, form: form({ ...presenterFields, image: pngFile() }) })).status).toBe(403);
  });

  it('starts with an empty list', async () => {
    const res = await call('GET', `${W}/get/presenter?event=3&page=1&limit=20`, { cookie: reader });
    expect(res.json).toEqual({ presenter: [], total: 0, totalPages: 1 });
  });

  it('adds presenters at the end of the queue with their stored photo', async () => {
    const first = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form({ ...presenterFields, image: pngFile() }) });
    expect(first.status).toBe(200);
    expect(first.json.presenter).toMatchObject({ name_en: 'B. Bold', event_id: 3, presenter_queue: 1 });
    expect(first.json.presenter.profile_img).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(storedPath(first.json.presenter.profile_img))).toBe(true);
    const second = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form({ ...presenterFields, name_en: 'D. Dorj', image: pngFile() }) });
    expect(second.json.presenter.presenter_queue).toBe(2);
  });

  it('checks the photo by its content, not its name', async () => {
    const res = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form({ ...presenterFields, image: fakePng() }) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Зөвхөн jpg, jpeg, png зураг оруулна уу.');
  });

  it('needs every field and the image', async () => {
    const noImage = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form(presenterFields) });
    expect(noImage.status).toBe(400);
    expect(noImage.json.error).toBe('Зураг оруулна уу');
    const noName = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form({ ...presenterFields, name_mn: '', image: pngFile() }) });
    expect(noName.status).toBe(400);
    const badEvent = await call('POST', `${W}/insert/presenter`, { cookie: admin, form: form({ ...presenterFields, event_id: '77', image: pngFile() }) });
    expect(badEvent.status).toBe(400);
    expect(badEvent.json.error).toBe('Арга хэмжээ олдсонгүй.');
    expect((await call('POST', `${W}/insert/presenter`, { cookie: admin, body: presenterFields })).status).toBe(400);
  });

  it('lists in presenter_queue order and reorders on update, keeping the photo when none is sent', async () => {
    const before = await call('GET', `${W}/get/presenter?event=3&page=1&limit=20`, { cookie: reader });
    const [bold, dorj] = before.json.presenter;
    expect([bold.name_en, dorj.name_en]).toEqual(['B. Bold', 'D. Dorj']);
    const moved = await call('POST', `${W}/update/presenter`, {
      cookie: admin,
      form: form({ ...presenterFields, id: String(bold.id), presenter_queue: '5', image: new File([], '') }),
    });
    expect(moved.status).toBe(200);
    expect(moved.json.presenter.profile_img).toBe(bold.profile_img);
    const after = await call('GET', `${W}/get/presenter?event=3&page=1&limit=20`, { cookie: reader });
    expect(after.json.presenter.map((p: { name_en: string }) => p.name_en)).toEqual(['D. Dorj', 'B. Bold']);
    expect(after.json.presenter[0].event).toBe('Mining Week 2025');
  });

  it('replaces the photo on update and removes the old file', async () => {
    const list = await call('GET', `${W}/get/presenter?event=3&page=1&limit=20`, { cookie: reader });
    const dorj = list.json.presenter[0];
    const res = await call('POST', `${W}/update/presenter`, {
      cookie: admin,
      form: form({ ...presenterFields, id: String(dorj.id), presenter_queue: '1', image: pngFile() }),
    });
    expect(res.json.presenter.profile_img).not.toBe(dorj.profile_img);
    expect(fs.existsSync(storedPath(dorj.profile_img))).toBe(false);
    expect((await call('POST', `${W}/update/presenter`, { cookie: admin, form: form({ ...presenterFields, id: '9999', presenter_queue: '1' }) })).status).toBe(404);
  });

  it('pages with 20/50/100 and deletes with the stored photo', async () => {
    const page = await call('GET', `${W}/get/presenter?event=3&page=1&limit=1`, { cookie: reader });
    expect(page.json.total).toBe(2);
    expect(page.json.totalPages).toBe(2);
    const victim = page.json.presenter[0];
    expect((await call('DELETE', `${W}/delete/presenter?id=${victim.id}`, { cookie: admin })).status).toBe(200);
    expect(fs.existsSync(storedPath(victim.profile_img))).toBe(false);
    expect((await call('DELETE', `${W}/delete/presenter?id=${victim.id}`, { cookie: admin })).status).toBe(404);
    expect((await call('GET', `${W}/get/presenter?event=3&page=zero`, { cookie: reader })).status).toBe(400);
  });
});

describe('agenda images', () => {
  it('adds an image for a date and a language, lists it and shows it publicly', async () => {
    const res = await call('POST', `${W}/insert/agenda`, {
      cookie: admin,
      form: form({ event_date_id: String(days[1].id), language_id: '2', image: pngFile('agenda.png') }),
    });
    expect(res.status).toBe(200);
    const list = await call('GET', `${W}/get/agenda?event=3&page=1&limit=10&language=all`, { cookie: reader });
    expect(list.json.total).toBe(1);
    expect(list.json.agenda[0]).toMatchObject({ event_date_id: days[1].id, language_id: 2, day: 2, event_date: '2025-09-12', language: 'en', event: 'Mining Week 2025' });
    expect((await call('GET', `${W}/get/agenda?event=3&page=1&limit=10&language=1`, { cookie: reader })).json.total).toBe(0);
    const publicEn = await call('GET', '/api/mw/get/agenda?event=3&language=2');
    expect(publicEn.json.agenda[1].agenda_items).toEqual([{ id: res.json.agenda.id, agenda_image: res.json.agenda.agenda_image }]);
  });

  it('updates the date and language, and deletes', async () => {
    const list = await call('GET', `${W}/get/agenda?event=3&page=1&limit=10`, { cookie: reader });
    const item = list.json.agenda[0];
    const moved = await call('POST', `${W}/update/agenda`, { cookie: admin, form: form({ id: String(item.id), event_date_id: String(days[0].id), language_id: '1' }) });
    expect(moved.json.agenda).toMatchObject({ event_date_id: days[0].id, language_id: 1, agenda_image: item.agenda_image });
    expect((await call('DELETE', `${W}/delete/agenda?id=${item.id}`, { cookie: admin })).status).toBe(200);
    expect(fs.existsSync(storedPath(item.agenda_image))).toBe(false);
  });

  it('needs an image, a known date and language 1 or 2', async () => {
    const base = { event_date_id: String(days[0].id), language_id: '1' };
    expect((await call('POST', `${W}/insert/agenda`, { cookie: admin, form: form(base) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/agenda`, { cookie: admin, form: form({ ...base, language_id: '3', image: pngFile() }) })).status).toBe(400);
    const unknownDate = await call('POST', `${W}/insert/agenda`, { cookie: admin, form: form({ ...base, event_date_id: '9999', image: pngFile() }) });
    expect(unknownDate.status).toBe(400);
    expect((await call('POST', `${W}/insert/agenda`, { cookie: admin, form: form({ ...base, image: fakePng() }) })).status).toBe(400);
    expect((await call('GET', `${W}/get/agenda?event=3&language=fr`, { cookie: reader })).status).toBe(400);
    expect((await call('POST', `${W}/insert/agenda`, { cookie: reader, form: form({ ...base, image: pngFile() }) })).status).toBe(403);
  });
});

describe('gallery upload', () => {
  it('adds several photos for one date at once', async () => {
    const res = await call('POST', `${W}/insert/gallery`, {
      cookie: admin,
      form: form({ event_date_id: String(days[2].id), images: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')] }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Амжилттай нэмэгдлээ.');
    expect(res.json.images).toHaveLength(3);
    const pub = await call('GET', '/api/mw/get/gallery-by-date?id=3&limit=12&offset=0');
    expect(pub.json.images).toHaveLength(3);
    const admins = await call('GET', `${W}/get/gallery?event_date_id=${days[2].id}&page=1&limit=24`, { cookie: reader });
    expect(admins.json.total).toBe(3);
  });

  it('keeps nothing when one of the files is not an image', async () => {
    const res = await call('POST', `${W}/insert/gallery`, {
      cookie: admin,
      form: form({ event_date_id: String(days[0].id), images: [pngFile('ok.png'), fakePng()] }),
    });
    expect(res.status).toBe(400);
    expect((await call('GET', `${W}/get/gallery?event_date_id=${days[0].id}`, { cookie: reader })).json.total).toBe(0);
    const files = fs.readdirSync(path.join(process.env.DATA_DIR!, 'uploads'));
    const admins = await call('GET', `${W}/get/gallery?event_date_id=${days[2].id}`, { cookie: reader });
    expect(files.length).toBe(admins.json.total + 1); // the three gallery photos and the remaining presenter photo
  });

  it('needs at least one file and a date', async () => {
    expect((await call('POST', `${W}/insert/gallery`, { cookie: admin, form: form({ event_date_id: String(days[0].id) }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/gallery`, { cookie: admin, form: form({ images: pngFile() }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/gallery`, { cookie: admin, form: form({ event_date_id: '9999', images: pngFile() }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/gallery`, { form: form({ event_date_id: String(days[0].id), images: pngFile() }) })).status).toBe(401);
  });

  it('deletes one photo with its file', async () => {
    const list = await call('GET', `${W}/get/gallery?event_date_id=${days[2].id}`, { cookie: reader });
    const photo = list.json.images[0];
    expect((await call('DELETE', `${W}/delete/gallery?id=${photo.id}`, { cookie: admin })).status).toBe(200);
    expect(fs.existsSync(storedPath(photo.image))).toBe(false);
    expect((await call('DELETE', `${W}/delete/gallery?id=${photo.id}`, { cookie: reader })).status).toBe(403);
  });
});
