import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cookies, expectCrossOriginRefused, expectGuarded, fakeFile, form, pngFile, svgFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const insert = (fields: Record<string, string | Blob>, cookie = c.admin) => call('POST', '/api/admin/insert/about-us', { cookie, form: form(fields) });
const update = (fields: Record<string, string | Blob>) => call('POST', '/api/admin/update/about-us', { cookie: c.admin, form: form(fields) });
const about = async () => (await call('GET', '/api/admin/get/about-us', { cookie: c.user })).json.about as Array<Record<string, string | number>>;

describe('About Us people (/admin/about)', () => {
  it('lists nobody at first', async () => {
    expect(await about()).toEqual([]);
  });

  it('adds an honorary president, a council member and an office staff member with their own fields', async () => {
    const president = await insert({ about_category: 'President', name: 'Д. Батбаяр', name_en: 'D. Batbayar', years_of_work: '1994-2000', image: pngFile() });
    expect(president.status).toBe(200);
    expect(president.json.about).toMatchObject({ about_category: 'President', years_of_work: '1994-2000', position: '', email: '' });
    expect(president.json.about.profile).toMatch(/^\/uploads\/.+\.png$/);

    const council = await insert({
      about_category: 'Association',
      name: 'Б. Сараа',
      position: 'Зөвлөлийн гишүүн',
      position_en: 'Council member',
      company: 'Эрдэнэт үйлдвэр ХХК',
      company_en: 'Erdenet Mining Corporation',
      image: pngFile(),
    });
    expect(council.status).toBe(200);

    const office = await insert({ about_category: 'Office', name: 'Г. Номин', position: 'Гүйцэтгэх захирал', email: 'nomin@mining.mn', image: pngFile() }, c.moderator);
    expect(office.status).toBe(200);
    expect((await about()).map((p) => p.about_category).sort()).toEqual(['Association', 'Office', 'President']);
  });

  it("checks each section's fields in the form's order", async () => {
    const cases: [Record<string, string | Blob>, string][] = [
      [{ about_category: 'President', name: '', years_of_work: '', image: pngFile() }, 'Нэр оруулна уу'],
      [{ about_category: 'President', name: 'Нэр', years_of_work: '', image: pngFile() }, 'Ажилласан жилийг оруулна уу'],
      [{ about_category: 'President', name: 'Нэр', years_of_work: '2001-2004' }, 'Зураг оруулна уу'],
      [{ about_category: 'Association', name: 'Нэр', company: 'Компани', image: pngFile() }, 'Албан тушаалыг оруулна уу'],
      [{ about_category: 'Association', name: 'Нэр', position: 'Гишүүн', image: pngFile() }, 'Эрхэлсэн ажлыг оруулна уу'],
      [{ about_category: 'Office', name: 'Нэр', position: 'Мэргэжилтэн', image: pngFile() }, 'И-мэйл хаягийг оруулна уу'],
      [{ about_category: 'Office', name: 'Нэр', position: 'Мэргэжилтэн', email: 'not-an-email', image: pngFile() }, 'И-мэйл хаяг буруу байна.'],
      [{ about_category: 'Chairman', name: 'Нэр', image: pngFile() }, 'Ангиллаа сонгоно уу'],
    ];
    for (const [fields, message] of cases) {
      const res = await insert(fields);
      expect(res.status, message).toBe(400);
      expect(res.json.error).toBe(message);
    }
  });

  it('accepts only JPEG and PNG pictures, checked by content', async () => {
    for (const file of [svgFile(), fakeFile('photo.jpg', 'image/jpeg')]) {
      const res = await insert({ about_category: 'President', name: 'Нэр', years_of_work: '2001', image: file });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
    }
    const big = new File([pngFile().slice(0, 8), new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect((await insert({ about_category: 'President', name: 'Нэр', years_of_work: '2001', image: big })).status).toBe(413);
  });

  it('edits a person, keeping the picture unless a new one is given, and removes the replaced file', async () => {
    const [office] = (await about()).filter((p) => p.about_category === 'Office');
    const kept = await update({ id: String(office.id), about_category: 'Office', name: 'Г. Номин', position: 'Захирал', email: 'nomin@mining.mn' });
    expect(kept.status).toBe(200);
    expect(kept.json.about.profile).toBe(office.profile);
    const before = stored();
    const replaced = await update({ id: String(office.id), about_category: 'Office', name: 'Г. Номин', position: 'Захирал', email: 'nomin@mining.mn', image: pngFile() });
    expect(replaced.json.about.profile).not.toBe(office.profile);
    expect(stored()).toHaveLength(before.length);
    expect(stored()).not.toContain(String(office.profile).split('/').pop());
  });

  it('deletes a person and their picture; an unknown id is 404', async () => {
    const [president] = (await about()).filter((p) => p.about_category === 'President');
    const res = await call('DELETE', `/api/admin/delete/about-us?id=${president.id}`, { cookie: c.admin });
    expect(res.status).toBe(200);
    expect(stored()).not.toContain(String(president.profile).split('/').pop());
    expect((await call('DELETE', `/api/admin/delete/about-us?id=${president.id}`, { cookie: c.admin })).status).toBe(404);
    expect((await update({ id: '9999', about_category: 'President', name: 'x', years_of_work: '1' })).status).toBe(404);
  });

  it('needs a session, write rights and our own origin', async () => {
    const fields = { about_category: 'President', name: 'x', years_of_work: '1', image: pngFile() };
    await expectGuarded('GET', '/api/admin/get/about-us', c.user);
    await expectGuarded('POST', '/api/admin/insert/about-us', c.user, { form: form(fields) });
    await expectGuarded('POST', '/api/admin/update/about-us', c.user, { form: form({ ...fields, id: '1' }) });
    await expectGuarded('DELETE', '/api/admin/delete/about-us?id=1', c.user);
    await expectCrossOriginRefused('POST', '/api/admin/insert/about-us', c.admin, { form: form(fields) });
  });
});
