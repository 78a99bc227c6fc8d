import { describe, expect, it } from 'vitest';
import { loadOrganisers } from '@/lib/conference/page-data';
import { call } from '../support/api';
import { fakePng, form, pngFile, weekStaff } from './fixtures';

const W = '/api/admin/week';
const staff = weekStaff();

describe('organiser and sponsor logos in /admin/week/logos', () => {
  it('adds logos that the home page then shows in their order; sponsors are not organisers', async () => {
    const second = await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ kind: 'organiser', name: 'Уул уурхайн яам', link: 'https://mmhi.gov.mn', sequence: '2', image: pngFile() }) });
    expect(second.status).toBe(200);
    expect(second.json.logo.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ kind: 'organiser', name: 'MNMA', sequence: '1', image: pngFile() }) });
    await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ kind: 'sponsor', name: 'Sponsor', image: pngFile() }) });
    expect((await loadOrganisers()).map((l) => l.name)).toEqual(['MNMA', 'Уул уурхайн яам']);
    expect((await call('GET', `${W}/get/logo`, { cookie: staff.reader })).json.logo).toHaveLength(3);
  });

  it('edits one without a new image, keeping the stored one, and deletes it', async () => {
    const [logo] = (await call('GET', `${W}/get/logo`, { cookie: staff.reader })).json.logo;
    const edited = await call('POST', `${W}/update/logo`, { cookie: staff.editor, form: form({ id: String(logo.id), kind: 'organiser', name: 'MNMA 2025', sequence: '0' }) });
    expect(edited.json.logo).toMatchObject({ name: 'MNMA 2025', logo: logo.logo });
    expect((await call('DELETE', `${W}/delete/logo?id=${logo.id}`, { cookie: staff.editor })).status).toBe(200);
    expect((await call('GET', `${W}/get/logo`, { cookie: staff.reader })).json.logo).toHaveLength(2);
  });

  it('refuses a fake image, an unknown kind, an unsafe link, a missing logo and read-only accounts', async () => {
    const base = { kind: 'sponsor', name: 'X' };
    expect((await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ ...base, image: fakePng() }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ ...base, kind: 'friend', image: pngFile() }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form({ ...base, link: 'javascript:alert(1)', image: pngFile() }) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/logo`, { cookie: staff.editor, form: form(base) })).status).toBe(400);
    expect((await call('POST', `${W}/insert/logo`, { cookie: staff.reader, form: form({ ...base, image: pngFile() }) })).status).toBe(403);
    expect((await call('POST', `${W}/update/logo`, { cookie: staff.editor, form: form({ ...base, id: '99999' }) })).status).toBe(404);
  });
});
