import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, pdfFile, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const IMAGE_ORDER = 'Постерын дараалал буруу байна.';
const save = (action: 'insert' | 'update', fields: Record<string, string | Blob | Blob[] | undefined>) =>
  call('POST', `/api/admin/${action}/sustainable-mining`, { cookie: c.admin, form: form(fields) });
const list = (query: string) => call('GET', `/api/admin/get/sustainable-mining${query}`, { cookie: c.user });
const key = (url: string) => url.split('/').pop();

describe('Sustainable-mining files (/admin/sustainable-mining)', () => {
  it('lists an empty page per language', async () => {
    const res = await list('?lang=mn&page=1&limit=10');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mining: [], total: 0, totalPages: 1 });
  });

  it('adds an item with posters in the order imageOrder gives', async () => {
    const res = await save('insert', {
      title: 'Тогтвортой уул уурхайн тайлан',
      language: 'mn',
      images: [pngFile('a.png'), pngFile('b.png')],
      imageOrder: JSON.stringify([{ new: 1 }, { new: 0 }]),
      pdf: pdfFile(),
    });
    expect(res.status).toBe(200);
    expect(res.json.mining.posters).toHaveLength(2);
    expect(res.json.mining.language).toBe('mn');
    expect(stored()).toHaveLength(3);
  });

  it('keeps existing posters by URL, mixes in new ones and removes the dropped poster', async () => {
    const [item] = (await list('?lang=mn')).json.mining;
    const [first, second] = item.posters as string[];
    const res = await save('update', {
      id: String(item.id),
      title: item.title,
      language: 'mn',
      images: [pngFile('c.png')],
      imageOrder: JSON.stringify([{ url: second }, { new: 0 }]),
    });
    expect(res.status).toBe(200);
    const posters = res.json.mining.posters as string[];
    expect(posters[0]).toBe(second);
    expect(posters[1]).not.toBe(first);
    expect(res.json.mining.pdf).toBe(item.pdf);
    expect(stored()).not.toContain(key(first));
    expect(stored()).toContain(key(second));
    expect(stored()).toContain(key(posters[1]));
  });

  it('refuses an imageOrder that points nowhere, repeats a slot, leaves an upload out or names a foreign URL', async () => {
    const [item] = (await list('?lang=mn')).json.mining;
    const base = { id: String(item.id), title: item.title, language: 'mn' };
    const before = stored();
    const bad: [Blob[], string][] = [
      [[pngFile()], JSON.stringify([{ new: 1 }])],
      [[pngFile()], JSON.stringify([{ new: 0 }, { new: 0 }])],
      [[pngFile(), pngFile()], JSON.stringify([{ new: 0 }])],
      [[], JSON.stringify([{ url: '/uploads/0123456789abcdef0123456789abcdef.png' }])],
      [[], JSON.stringify([{ url: item.posters[0] }, { url: item.posters[0] }])],
      [[], 'not json'],
      [[], JSON.stringify([{ new: 0, url: 'x' }])],
    ];
    for (const [images, imageOrder] of bad) {
      const res = await save('update', { ...base, images, imageOrder });
      expect(res.status, imageOrder).toBe(400);
      expect(res.json.error).toBe(IMAGE_ORDER);
    }
    expect(stored()).toEqual(before);
  });

  it('needs a title, at least one poster and a PDF; posters must be images and the file a PDF', async () => {
    expect((await save('insert', { title: '', language: 'mn', images: [pngFile()], pdf: pdfFile() })).json.error).toBe('Файлын нэрийг оруулна уу');
    expect((await save('insert', { title: 'Файл', language: 'mn', pdf: pdfFile() })).json.error).toBe('Постер зураг оруулна уу');
    expect((await save('insert', { title: 'Файл', language: 'mn', images: [pngFile()] })).json.error).toBe('PDF файл оруулна уу');
    expect((await save('insert', { title: 'Файл', language: 'de', images: [pngFile()], pdf: pdfFile() })).status).toBe(400);
    expect((await save('insert', { title: 'Файл', language: 'mn', images: [fakeFile('p.png', 'image/png')], pdf: pdfFile() })).json.error).toBe(
      'Зөвхөн JPG, PNG зураг оруулна уу.',
    );
    expect((await save('insert', { title: 'Файл', language: 'mn', images: [pngFile()], pdf: pngFile('x.pdf') })).json.error).toBe(
      'Зөвхөн PDF файл сонгоно уу.',
    );
    const tooMany = Array.from({ length: 9 }, () => pngFile());
    expect((await save('insert', { title: 'Файл', language: 'mn', images: tooMany, pdf: pdfFile() })).json.error).toBe('Хамгийн ихдээ 8 постер оруулна уу.');
  });

  it('filters by language and pages 10/25/50', async () => {
    for (let i = 1; i <= 3; i++) await save('insert', { title: `Sustainability report ${i}`, language: 'en', images: [pngFile()], pdf: pdfFile() });
    const en = await list('?lang=en&page=2&limit=2');
    expect(en.json.total).toBe(3);
    expect(en.json.totalPages).toBe(2);
    expect(en.json.mining).toHaveLength(1);
    expect((await list('?lang=mn')).json.total).toBe(1);
    expect((await list('?lang=fr')).status).toBe(400);
  });

  it('deletes an item with its posters and PDF', async () => {
    const [item] = (await list('?lang=mn')).json.mining;
    expect((await call('DELETE', `/api/admin/delete/sustainable-mining?id=${item.id}`, { cookie: c.admin })).status).toBe(200);
    for (const url of [...item.posters, item.pdf]) expect(stored()).not.toContain(key(url));
  });

  it('needs a session, write rights and our own origin', async () => {
    const fields = { title: 'x', language: 'mn', images: [pngFile()], pdf: pdfFile() };
    await expectGuarded('GET', '/api/admin/get/sustainable-mining', c.user);
    await expectGuarded('POST', '/api/admin/insert/sustainable-mining', c.user, { form: form(fields) });
    await expectGuarded('POST', '/api/admin/update/sustainable-mining', c.user, { form: form({ ...fields, id: '1' }) });
    await expectGuarded('DELETE', '/api/admin/delete/sustainable-mining?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/sustainable-mining', c.admin, { form: form(fields) });
  });
});
