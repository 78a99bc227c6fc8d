import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { form, png, roleCookies, useTemporaryDataDir } from '../admin/support';
import { editorAndMenu, newsFields } from './support';
import { getDb } from '@/lib/db/client';
import { auditLog } from '@/lib/audit/schema';
import { desc } from 'drizzle-orm';

useTemporaryDataDir();
let cookie: string;
let cid: number;
beforeAll(async () => ({ cookie, cid } = await editorAndMenu()));

const versionsOf = async (id: number, as = cookie) => call('GET', `/api/admin/get/news-versions?id=${id}`, { cookie: as });

describe('versions of a news item (issue 24.3)', () => {
  it('keeps every save with who and when, and restores one as a new version, in the audit log', async () => {
    const id = (await call('POST', '/api/admin/insert/news', { cookie, form: form({ image: png(), ...newsFields(cid, { title: 'Анхны гарчиг' }) }) })).json.news.id;
    await call('POST', '/api/admin/update/news', { cookie, form: form({ id: String(id), ...newsFields(cid, { title: 'Алдаатай засвар' }) }) });

    const listed = await versionsOf(id);
    expect(listed.json.versions.map((v: { version: number; fields: { title: string } }) => [v.version, v.fields.title])).toEqual([
      [2, 'Алдаатай засвар'],
      [1, 'Анхны гарчиг'],
    ]);
    expect(listed.json.versions[0].account_name).toBe('Тест');

    const restored = await call('POST', '/api/admin/restore/news-version', { cookie, body: { id, version: 1 } });
    expect(restored.status).toBe(200);
    expect(restored.json.news.title).toBe('Анхны гарчиг');
    expect((await versionsOf(id)).json.versions.map((v: { version: number; fields: { title: string } }) => [v.version, v.fields.title])[0]).toEqual([3, 'Анхны гарчиг']);

    const [entry] = await (await getDb()).select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.action).toBe('restore');
  });

  it('answers 404 for a version that does not exist, and lets only editors restore', async () => {
    const id = (await call('POST', '/api/admin/insert/news', { cookie, form: form({ image: png(), ...newsFields(cid) }) })).json.news.id;
    expect((await call('POST', '/api/admin/restore/news-version', { cookie, body: { id, version: 9 } })).status).toBe(404);
    const viewer = (await roleCookies()).user;
    expect((await versionsOf(id, viewer)).status).toBe(200);
    expect((await call('POST', '/api/admin/restore/news-version', { cookie: viewer, body: { id, version: 1 } })).status).toBe(403);
  });
});
