import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, form, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const DUPLICATE = 'Бүртгэлтэй и-мэйл хаяг байна.';
const insert = (fields: Record<string, string | Blob>) => call('POST', '/api/admin/insert/member-companies', { cookie: c.admin, form: form(fields) });
const members = async (query = '') => (await call('GET', `/api/admin/get/member-companies${query}`, { cookie: c.user })).json.members as Array<Record<string, unknown>>;

describe('Member companies (/admin/companies)', () => {
  it('lists no members at first', async () => {
    expect(await members()).toEqual([]);
  });

  it('adds a member company, active by default', async () => {
    const res = await insert({ name: 'Монголросцветмет ХХК', email: 'info@mrtm.mn', image: pngFile() });
    expect(res.status).toBe(200);
    expect(res.json.member).toMatchObject({ name: 'Монголросцветмет ХХК', email: 'info@mrtm.mn', active: true });
    await insert({ name: 'Эрдэнэт үйлдвэр ХХК', email: 'contact@erdenet.mn', image: pngFile(), active: 'false' });
    expect((await members()).map((m) => m.active)).toEqual([true, false]);
  });

  it('answers a second company with the same e-mail with 200, a message and no member, storing nothing', async () => {
    const before = stored();
    const res = await insert({ name: 'Өөр компани', email: 'INFO@mrtm.mn', image: pngFile() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: DUPLICATE });
    expect(stored()).toEqual(before);
    expect(await members()).toHaveLength(2);
  });

  it('refuses to move a company onto another company’s e-mail the same way', async () => {
    const [erdenet] = await members('?name=Эрдэнэт');
    const res = await call('POST', '/api/admin/update/member-companies', {
      cookie: c.admin,
      form: form({ id: String(erdenet.id), name: 'Эрдэнэт үйлдвэр ХХК', email: 'info@mrtm.mn' }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: DUPLICATE });
    const own = await call('POST', '/api/admin/update/member-companies', {
      cookie: c.admin,
      form: form({ id: String(erdenet.id), name: 'Эрдэнэт үйлдвэр ХХК', email: 'Contact@erdenet.mn', active: 'true' }),
    });
    expect(own.json.member).toMatchObject({ email: 'Contact@erdenet.mn', active: true, logo: erdenet.logo });
  });

  it('searches by name, case-insensitively, and treats % and _ literally', async () => {
    expect((await members('?name=эрдэнэт')).map((m) => m.name)).toEqual(['Эрдэнэт үйлдвэр ХХК']);
    expect(await members('?name=%25')).toEqual([]);
    expect(await members('?name=')).toHaveLength(2);
  });

  it('needs a name, an e-mail and a logo', async () => {
    expect((await insert({ name: '', email: 'a@b.mn', image: pngFile() })).json.error).toBe('Нэр оруулна уу');
    expect((await insert({ name: 'Компани', email: '', image: pngFile() })).json.error).toBe('И-мэйл хаягийг оруулна уу');
    expect((await insert({ name: 'Компани', email: 'no-at-sign', image: pngFile() })).json.error).toBe('И-мэйл хаяг буруу байна.');
    expect((await insert({ name: 'Компани', email: 'a@b.mn' })).json.error).toBe('Логог оруулна уу');
  });

  it('deletes a company and its logo', async () => {
    const [first] = await members();
    expect((await call('DELETE', `/api/admin/delete/member-companies?id=${first.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).not.toContain(String(first.logo).split('/').pop());
    expect((await call('DELETE', `/api/admin/delete/member-companies?id=${first.id}`, { cookie: c.admin })).status).toBe(404);
  });

  it('needs a session, write rights and our own origin', async () => {
    await expectGuarded('GET', '/api/admin/get/member-companies', c.user);
    await expectGuarded('POST', '/api/admin/insert/member-companies', c.user, { form: form({ name: 'x', email: 'x@y.mn', image: pngFile() }) });
    await expectGuarded('POST', '/api/admin/update/member-companies', c.user, { form: form({ id: '1', name: 'x', email: 'x@y.mn' }) });
    await expectGuarded('DELETE', '/api/admin/delete/member-companies?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/member-companies', c.admin, { form: form({ name: 'x', email: 'x@y.mn', image: pngFile() }) });
  });
});
