import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, pdfFile, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const insert = (fields: Record<string, string | Blob>) => call('POST', '/api/admin/insert/report', { cookie: c.admin, form: form(fields) });
const list = (query = '') => call('GET', `/api/admin/get/reports${query}`, { cookie: c.user });

describe('Reports (/admin/report, /admin/add-report)', () => {
  it('lists an empty first page', async () => {
    const res = await list('?page=1&limit=5');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reports: [], total: 0, totalPages: 1 });
  });

  it('adds reports with image and PDF and pages them 5 at a time by default', async () => {
    for (let year = 2018; year <= 2023; year++) {
      const res = await insert({ title: `${year} оны үйл ажиллагааны тайлан`, title_en: `Annual report ${year}`, image: pngFile(), pdf: pdfFile() });
      expect(res.status).toBe(200);
    }
    const first = await list();
    expect(first.json.total).toBe(6);
    expect(first.json.totalPages).toBe(2);
    expect(first.json.reports).toHaveLength(5);
    expect(first.json.reports[0].title).toBe('2023 оны үйл ажиллагааны тайлан');
    expect((await list('?page=2&limit=5')).json.reports).toHaveLength(1);
    expect((await list('?page=1&limit=15')).json.reports).toHaveLength(6);
  });

  it('asks for the title, the image and the report in that order', async () => {
    expect((await insert({ title: '', image: pngFile(), pdf: pdfFile() })).json.error).toBe('Гарчиг оруулна уу');
    expect((await insert({ title: 'Тайлан', pdf: pdfFile() })).json.error).toBe('Зураг оруулна уу');
    expect((await insert({ title: 'Тайлан', image: pngFile() })).json.error).toBe('Тайлангаа оруулна уу');
  });

  it('refuses a report that is not a PDF and keeps none of the files of that form', async () => {
    const before = stored();
    const res = await insert({ title: 'Тайлан', image: pngFile(), pdf: fakeFile('report.pdf', 'application/pdf') });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Зөвхөн PDF файл сонгоно уу.');
    expect(stored()).toEqual(before);
    const image = await insert({ title: 'Тайлан', image: pdfFile('cover.png'), pdf: pdfFile() });
    expect(image.json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
  });

  it('edits a report in place, replacing only the files given', async () => {
    const [report] = (await list()).json.reports;
    const res = await call('POST', '/api/admin/update/report', {
      cookie: c.moderator,
      form: form({ id: String(report.id), title: 'Шинэчилсэн тайлан', title_en: 'Updated report', pdf: pdfFile() }),
    });
    expect(res.status).toBe(200);
    expect(res.json.report).toMatchObject({ title: 'Шинэчилсэн тайлан', image: report.image });
    expect(res.json.report.pdf).not.toBe(report.pdf);
    expect(stored()).not.toContain(report.pdf.split('/').pop());
  });

  it('deletes a report with its files', async () => {
    const [report] = (await list()).json.reports;
    const before = stored().length;
    expect((await call('DELETE', `/api/admin/delete/report?id=${report.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).toHaveLength(before - 2);
  });

  it('answers bad parameters with 400 and unknown ids with 404', async () => {
    expect((await list('?limit=abc')).status).toBe(400);
    expect((await call('DELETE', '/api/admin/delete/report', { cookie: c.admin })).status).toBe(400);
    expect((await call('POST', '/api/admin/update/report', { cookie: c.admin, form: form({ id: '9999', title: 'x' }) })).status).toBe(404);
  });

  it('needs a session, write rights and our own origin', async () => {
    await expectGuarded('GET', '/api/admin/get/reports', c.user);
    await expectGuarded('POST', '/api/admin/insert/report', c.user, { form: form({ title: 'x', image: pngFile(), pdf: pdfFile() }) });
    await expectGuarded('POST', '/api/admin/update/report', c.user, { form: form({ id: '1', title: 'x' }) });
    await expectGuarded('DELETE', '/api/admin/delete/report?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/report', c.admin, { form: form({ title: 'x', image: pngFile(), pdf: pdfFile() }) });
  });
});
