import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { form, png, useTemporaryDataDir } from '../admin/support';
import { editorAndMenu, newsFields } from './support';

useTemporaryDataDir();
let cookie: string;
let cid: number;
beforeAll(async () => ({ cookie, cid } = await editorAndMenu()));

const fields = (extra: Record<string, string> = {}) => newsFields(cid, extra);
const add = async (extra?: Record<string, string>) =>
  (await call('POST', '/api/admin/insert/news', { cookie, form: form({ image: png(), ...fields(extra) }) })).json.news.id as number;
const update = (id: number, extra: Record<string, string>) => call('POST', '/api/admin/update/news', { cookie, form: form({ id: String(id), ...fields(extra) }) });
async function stateOf(id: number) {
  const { json } = await call('GET', `/api/admin/get/news?category=${cid}&limit=15`, { cookie });
  return json.news.find((row: { id: number }) => row.id === id)?.translation;
}

describe('translation status in the news grid (issue 24.7)', () => {
  it('says the English version is missing, current, or behind after a Mongolian edit, and current again once English follows', async () => {
    expect(await stateOf(await add({ title_en: '', summary_en: '', text_en: '' }))).toBe('missing');
    const id = await add();
    expect(await stateOf(id)).toBe('current');
    // Changing only the publisher or status is no content change.
    await update(id, { publisher: 'Хэвлэлийн алба' });
    expect(await stateOf(id)).toBe('current');
    await update(id, { text: '<p>Шинэчилсэн агуулга</p>' });
    expect(await stateOf(id)).toBe('behind');
    await update(id, { text: '<p>Шинэчилсэн агуулга</p>', text_en: '<p>Updated body</p>' });
    expect(await stateOf(id)).toBe('current');
  });

  it('filters the grid by state', async () => {
    const { status, json } = await call('GET', `/api/admin/get/news?category=${cid}&limit=15&filter.translation=missing`, { cookie });
    expect(status).toBe(200);
    expect(json.news.every((row: { translation: string }) => row.translation === 'missing')).toBe(true);
    expect(json.news.length).toBeGreaterThan(0);
  });
});
