import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { form, png, useTemporaryDataDir } from '../admin/support';
import { editorAndMenu, newsFields } from './support';
import { getDb } from '@/lib/db/client';
import { findNews } from '@/lib/news/queries';

useTemporaryDataDir();
let cookie: string;
let cid: number;
beforeAll(async () => ({ cookie, cid } = await editorAndMenu()));

const item = (extra: Record<string, string> = {}) => ({ image: png(), ...newsFields(cid, extra) });
const add = async (extra?: Record<string, string>) => (await call('POST', '/api/admin/insert/news', { cookie, form: form(item(extra)) })).json.news.id as number;

describe('SEO fields of a news item (issue 24.8)', () => {
  it('gives the search-engine title and description the editor set, per language', async () => {
    const id = await add({ meta_title: 'Аюулгүй ажиллагааны шинэ журам', meta_description: 'Шинэ журмын тойм', meta_title_en: 'New safety rules' });
    const db = await getDb();
    const mn = await findNews(db, { id, lang: 'mn' });
    expect([mn?.metaTitle, mn?.metaDescription]).toEqual(['Аюулгүй ажиллагааны шинэ журам', 'Шинэ журмын тойм']);
    const en = await findNews(db, { id, lang: 'en' });
    // English description left empty: the English summary stands in.
    expect([en?.metaTitle, en?.metaDescription]).toEqual(['New safety rules', 'In short']);
  });

  it('defaults to the title and the summary', async () => {
    const mn = await findNews(await getDb(), { id: await add(), lang: 'mn' });
    expect([mn?.metaTitle, mn?.metaDescription]).toEqual(['Уурхайн аюулгүй ажиллагаа', 'Товч агуулга']);
  });

  it('refuses a title too long for a search result', async () => {
    const res = await call('POST', '/api/admin/insert/news', { cookie, form: form(item({ meta_title: 'ү'.repeat(121) })) });
    expect(res.status).toBe(400);
  });
});
