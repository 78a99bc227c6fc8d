import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, pdfFile, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

describe('PDF documents (/admin/document)', () => {
  it('lists nothing before the first upload', async () => {
    const res = await call('GET', '/api/admin/get/document-pdf', { cookie: c.admin });
    expect(res.status).toBe(200);
    expect(res.json.document).toEqual([]);
  });

  it('uploads a PDF with its title, renames it and deletes it with its file', async () => {
    const added = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.moderator, form: form({ title: 'Хариуцлагатай уул уурхайн гарын авлага', pdf: pdfFile() }) });
    expect(added.status).toBe(200);
    expect(added.json.document.pdf).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(stored()).toHaveLength(1);

    const renamed = await call('POST', '/api/admin/update/document-pdf', { cookie: c.admin, body: { id: added.json.document.id, title: 'Гарын авлага 2024' } });
    expect(renamed.status).toBe(200);
    const list = await call('GET', '/api/admin/get/document-pdf', { cookie: c.user });
    expect(list.json.document.map((d: { title: string }) => d.title)).toEqual(['Гарын авлага 2024']);

    const removed = await call('DELETE', `/api/admin/delete/document-pdf?id=${added.json.document.id}`, { cookie: c.admin });
    expect(removed.status).toBe(200);
    expect(stored()).toEqual([]);
    expect((await call('DELETE', `/api/admin/delete/document-pdf?id=${added.json.document.id}`, { cookie: c.admin })).status).toBe(404);
  });

  it('asks for the title first, then the file', async () => {
    const noTitle = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.admin, form: form({ title: '  ', pdf: pdfFile() }) });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.error).toBe('Файлын нэрийг оруулна уу');
    const noFile = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.admin, form: form({ title: 'Гарын авлага', pdf: new File([], '') }) });
    expect(noFile.status).toBe(400);
    expect(noFile.json.error).toBe('Файлыг оруулна уу');
  });

  it('accepts only real PDFs, whatever the name says', async () => {
    for (const file of [fakeFile('guide.pdf', 'application/pdf'), pngFile('guide.pdf')]) {
      const res = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.admin, form: form({ title: 'Гарын авлага', pdf: file }) });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Зөвхөн PDF файл сонгоно уу.');
    }
    expect(stored()).toEqual([]);
  });

  it('refuses a PDF over 20 MB with 413', async () => {
    const big = new File(['%PDF-1.4\n', new Uint8Array(20 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    const res = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.admin, form: form({ title: 'Том', pdf: big }) });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('Файл хэтэрхий том байна. 20MB-с бага файлыг сонгоно уу.');
  });

  it('needs a title to rename and a valid id to delete', async () => {
    const res = await call('POST', '/api/admin/update/document-pdf', { cookie: c.admin, body: { id: 1, title: '' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Файлын нэрийг оруулна уу');
    expect((await call('DELETE', '/api/admin/delete/document-pdf?id=abc', { cookie: c.admin })).status).toBe(400);
    expect((await call('POST', '/api/admin/update/document-pdf', { cookie: c.admin, body: { id: 999, title: 'x' } })).status).toBe(404);
  });

  it('needs a session, write rights and our own origin', async () => {
    await expectGuarded('GET', '/api/admin/get/document-pdf', c.user);
    await expectGuarded('POST', '/api/admin/insert/document-pdf', c.user, { form: form({ title: 'x', pdf: pdfFile() }) });
    await expectGuarded('POST', '/api/admin/update/document-pdf', c.user, { body: { id: 1, title: 'x' } });
    await expectGuarded('DELETE', '/api/admin/delete/document-pdf?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/document-pdf', c.admin, { form: form({ title: 'x', pdf: pdfFile() }) });
    expect(stored()).toEqual([]);
  });

  it('deletes with the DELETE method only', async () => {
    expect((await call('GET', '/api/admin/delete/document-pdf?id=1', { cookie: c.admin })).status).toBe(405);
  });
});
