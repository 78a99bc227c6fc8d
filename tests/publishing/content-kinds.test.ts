import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { addMenu } from '../admin/support';
import { cookies, form, pdfFile, pngFile, useTemporaryUploads, type Cookies } from '../admin-content/support';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/reports/schema';
import { findStaticPage } from '@/lib/news/queries';
import { listReports } from '@/lib/reports/queries';
import { listSustainableMining } from '@/lib/files/queries';
import { refreshScheduled } from '@/lib/publishing/schedule-jobs';
import { ubMinute } from '@/lib/site/ulaanbaatar-time';

useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

type Version = { version: number; fields: Record<string, unknown> };
const versions = async (kind: string, id: number) => (await call('GET', `/api/admin/get/${kind}-versions?id=${id}`, { cookie: c.user })).json.versions as Version[];
const restore = (kind: string, id: number, version: number) => call('POST', `/api/admin/restore/${kind}-version`, { cookie: c.moderator, body: { id, version } });
const inMinutes = (minutes: number) => ubMinute(new Date(Date.now() + minutes * 60_000));

describe('static pages: drafts, SEO texts and versions (issue 24.1, 24.3, 24.8)', () => {
  it('keeps a draft off the public page, shows it in preview in both languages, and restores an earlier version', async () => {
    const cid = (await addMenu({ category: 'Бидний тухай', category_en: 'About us', page_type: 'static' })).cid;
    const body = { category_cid: cid, text: '<p>Ноорог</p>', text_en: '<p>Draft</p>', status: false, meta_title: 'Холбооны тухай', meta_description: 'Монголын уул уурхайн үндэсний ассоциаци' };
    const added = await call('POST', '/api/admin/insert/static-data', { cookie: c.moderator, body });
    expect(added.status).toBe(200);
    const id = added.json.static.id as number;
    const db = await getDb();

    expect((await findStaticPage(db, { cid, lang: 'mn' }))?.text).toBe('');
    expect((await findStaticPage(db, { cid, lang: 'en' }))?.text).toBe('');
    const mn = await findStaticPage(db, { cid, lang: 'mn', drafts: true });
    expect(mn?.text).toContain('Ноорог');
    expect(mn?.metaTitle).toBe('Холбооны тухай');
    const en = await findStaticPage(db, { cid, lang: 'en', drafts: true });
    expect(en?.text).toContain('Draft');
    // No English SEO texts: the page's own defaults stand in.
    expect(en?.metaTitle).toBe('');

    await call('POST', '/api/admin/update/static-data', { cookie: c.moderator, body: { ...body, id, text: '<p>Нийтэлсэн</p>', status: true } });
    expect((await findStaticPage(db, { cid, lang: 'mn' }))?.text).toContain('Нийтэлсэн');

    expect((await versions('static-data', id)).map((v) => [v.version, v.fields.status])).toEqual([[2, true], [1, false]]);
    const restored = await restore('static-data', id, 1);
    expect(restored.status).toBe(200);
    expect(restored.json.static.text).toContain('Ноорог');
    expect((await versions('static-data', id))[0]?.version).toBe(3);
    expect((await findStaticPage(db, { cid, lang: 'mn' }))?.text).toBe('');
  });
});

describe('reports: drafts, publish times and versions (issue 24.1, 24.2, 24.3)', () => {
  const add = (fields: Record<string, string>) =>
    call('POST', '/api/admin/insert/report', { cookie: c.moderator, form: form({ title: 'Жилийн тайлан', title_en: 'Annual report', image: pngFile(), pdf: pdfFile(), ...fields }) });
  const publicIds = async () => (await listReports(await getDb(), { lang: 'mn', page: 1, limit: 50 })).reports.map((r) => r.id);
  const stateOf = async (id: number) => (await call('GET', '/api/admin/get/reports?limit=50', { cookie: c.user })).json.reports.find((r: { id: number }) => r.id === id)?.state;

  it('keeps a draft report off the public list, in the preview list', async () => {
    const id = (await add({ status: 'false' })).json.report.id as number;
    expect(await stateOf(id)).toBe('draft');
    expect(await publicIds()).not.toContain(id);
    const preview = await listReports(await getDb(), { lang: 'en', page: 1, limit: 50, drafts: true });
    expect(preview.reports.map((r) => r.id)).toContain(id);
  });

  it('publishes a scheduled report by itself at its time, through the same job as news', async () => {
    const res = await add({ publish_at: inMinutes(60) });
    expect(res.status).toBe(200);
    const id = res.json.report.id as number;
    expect(await stateOf(id)).toBe('scheduled');
    expect(await publicIds()).not.toContain(id);
    const db = await getDb();
    const jobs = (await db.execute(sql`select data from pgboss.job where name = 'news-schedule' and data->>'kind' = 'report' and data->>'id' = ${String(id)}`)) as unknown as { rows: unknown[] };
    expect(jobs.rows).toHaveLength(1);

    await db.execute(sql`update ${reports} set publish_at = publish_at - interval '61 minutes' where id = ${id}`);
    expect(await stateOf(id)).toBe('published');
    expect(await publicIds()).toContain(id);
    expect(await refreshScheduled(db, { kind: 'report', id })).toBe(true);
  });

  it('refuses an unpublish time before the publish time', async () => {
    const res = await add({ publish_at: inMinutes(60), unpublish_at: inMinutes(30) });
    expect(res.status).toBe(400);
  });

  it('keeps a version per save and restores one', async () => {
    const id = (await add({ title: 'Анхны гарчиг' })).json.report.id as number;
    await call('POST', '/api/admin/update/report', { cookie: c.moderator, form: form({ id: String(id), title: 'Алдаатай гарчиг', title_en: 'Annual report' }) });
    expect((await versions('report', id)).map((v) => v.fields.title)).toEqual(['Алдаатай гарчиг', 'Анхны гарчиг']);
    expect((await restore('report', id, 1)).json.report.title).toBe('Анхны гарчиг');
    expect((await restore('report', id, 9)).status).toBe(404);
    expect((await call('POST', '/api/admin/restore/report-version', { cookie: c.user, body: { id, version: 1 } })).status).toBe(403);
  });
});

describe('sustainable-mining items: drafts and versions (issue 24.1, 24.3)', () => {
  it('keeps a draft off page 26, shows it in preview, and restores a version', async () => {
    const save = (action: string, fields: Record<string, string | Blob | Blob[]>) =>
      call('POST', `/api/admin/${action}/sustainable-mining`, { cookie: c.moderator, form: form(fields) });
    const res = await save('insert', { title: 'Ногоон уурхай', language: 'mn', status: 'false', images: [pngFile()], pdf: pdfFile() });
    expect(res.status).toBe(200);
    const id = res.json.mining.id as number;
    const db = await getDb();
    expect((await listSustainableMining(db, { lang: 'mn' })).map((m) => m.id)).not.toContain(id);
    expect((await listSustainableMining(db, { lang: 'mn', drafts: true })).map((m) => m.id)).toContain(id);

    await save('update', { id: String(id), title: 'Ногоон уурхай 2', language: 'mn', status: 'true', imageOrder: JSON.stringify([{ url: res.json.mining.posters[0] }]) });
    expect((await listSustainableMining(db, { lang: 'mn' })).map((m) => m.id)).toContain(id);
    expect((await versions('sustainable-mining', id)).map((v) => v.fields.status)).toEqual([true, false]);
    expect((await restore('sustainable-mining', id, 1)).json.mining.status).toBe(false);
    expect((await listSustainableMining(db, { lang: 'mn' })).map((m) => m.id)).not.toContain(id);
  });
});
