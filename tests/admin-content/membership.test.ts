import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const insert = (fields: Record<string, string | Blob>) => call('POST', '/api/admin/insert/membership', { cookie: c.admin, form: form(fields) });

describe('Membership logos (/admin/membership)', () => {
  it('lists no logos at first', async () => {
    const res = await call('GET', '/api/admin/get/membership', { cookie: c.user });
    expect(res.status).toBe(200);
    expect(res.json.logos).toEqual([]);
  });

  it('adds a board member and a main member with their flags; unchecked flags are false', async () => {
    const board = await insert({ name: 'Оюу толгой ХХК', image: pngFile(), link: 'https://ot.mn', board_member: 'true', legal_committee: 'true' });
    expect(board.status).toBe(200);
    expect(board.json.logo).toMatchObject({ name: 'Оюу толгой ХХК', link: 'https://ot.mn', board_member: true, main_member: false, legal_committee: true });
    const main = await insert({ name: 'Эрдэнэс Монгол ХХК', image: pngFile(), main_member: 'true' });
    expect(main.json.logo).toMatchObject({ link: '', board_member: false, main_member: true });
    const list = await call('GET', '/api/admin/get/membership', { cookie: c.admin });
    expect(list.json.logos).toHaveLength(2);
  });

  it('needs a name and a logo; the link is optional but must be a web address', async () => {
    expect((await insert({ name: '', image: pngFile() })).json.error).toBe('Нэр оруулна уу');
    expect((await insert({ name: 'Компани' })).json.error).toBe('Логог оруулна уу');
    expect((await insert({ name: 'Компани', image: pngFile(), link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await insert({ name: 'Компани', image: fakeFile('logo.png', 'image/png') })).json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
  });

  it('edits flags and logo, then deletes the logo with its file', async () => {
    const list = (await call('GET', '/api/admin/get/membership', { cookie: c.admin })).json.logos;
    const target = list[0];
    const res = await call('POST', '/api/admin/update/membership', {
      cookie: c.moderator,
      form: form({ id: String(target.id), name: target.name, link: target.link, main_member: 'true', image: pngFile() }),
    });
    expect(res.status).toBe(200);
    expect(res.json.logo).toMatchObject({ board_member: false, main_member: true, legal_committee: false });
    expect(stored()).not.toContain(target.logo.split('/').pop());
    expect((await call('DELETE', `/api/admin/delete/membership?id=${target.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('needs a session, write rights and our own origin', async () => {
    await expectGuarded('GET', '/api/admin/get/membership', c.user);
    await expectGuarded('POST', '/api/admin/insert/membership', c.user, { form: form({ name: 'x', image: pngFile() }) });
    await expectGuarded('POST', '/api/admin/update/membership', c.user, { form: form({ id: '1', name: 'x' }) });
    await expectGuarded('DELETE', '/api/admin/delete/membership?id=1', c.user);
    await expectCrossOriginRefused('DELETE', '/api/admin/delete/membership?id=1', c.admin);
  });
});
