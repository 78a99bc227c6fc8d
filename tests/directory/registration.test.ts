import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyContacts, companyTranslations, persons, personTranslations, registrants } from '@/lib/directory/schema';
import { VALIDATION_MN } from '@/lib/directory/validators';
import { call } from '../support/api';
import { companyForm, consultantInput, fakePng, registrant, seedCategories, useTemporaryDataDir } from './fixtures';

useTemporaryDataDir();
beforeAll(seedCategories);

const register = (form: FormData) => call('POST', '/api/yp/insert/yellow-registration', { form });

describe('POST /api/yp/insert/yellow-registration (the wizard’s company step)', () => {
  it('stores the company unapproved with upper-cased names, its contacts, categories, registrant and logo', async () => {
    const res = await register(companyForm());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, approval: false });
    const db = await getDb();
    const [company] = await db.select().from(companies).where(eq(companies.id, res.json.id));
    expect(company).toMatchObject({ approval: false, registration_number: '6012345' });
    expect(company.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'uploads', path.basename(company.logo)))).toBe(true);
    const names = await db.select().from(companyTranslations).where(eq(companyTranslations.company_id, company.id));
    expect(names.map((n) => [n.lang, n.name]).sort()).toEqual([
      ['en', 'GOBI EQUIPMENT'],
      ['mn', 'ГОВИЙН ТОНОГ ТӨХӨӨРӨМЖ'],
    ]);
    const contacts = await db.select().from(companyContacts).where(eq(companyContacts.company_id, company.id));
    expect(contacts.map((c) => `${c.contact_type}:${c.contact_value}`)).toEqual(['email:sales@gobi.mn', 'email:info@gobi.mn', 'phone:77112233']);
    const [who] = await db.select().from(registrants).where(eq(registrants.company_id, company.id));
    expect(who).toMatchObject({ name: registrant.registrantName, email: registrant.registrantEmail });
  });

  it('is not public until approved', async () => {
    const res = await register(companyForm({ nameEn: 'Waiting review' }));
    expect((await call('GET', `/api/yp/company?lang=en&id=${res.json.id}`)).status).toBe(404);
  });

  it('ignores an approval flag sent by the public', async () => {
    const res = await register(companyForm({ approval: 'true' }));
    expect(res.json.approval).toBe(false);
  });

  it('answers each missing field with the spec message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nameMn: '' }, VALIDATION_MN.nameMn],
      [{ nameEn: ' ' }, VALIDATION_MN.nameEn],
      [{ registrationNumber: '' }, VALIDATION_MN.registrationNumber],
      [{ categories: [{ mainCategory: '01', subCategory: '' }] }, VALIDATION_MN.subCategory],
      [{ registrantName: '' }, VALIDATION_MN.required],
      [{ emails: ['not-an-email'] }, VALIDATION_MN.email],
    ];
    for (const [fields, message] of cases) {
      expect(await register(companyForm(fields)), JSON.stringify(fields)).toMatchObject({ status: 400, json: { error: message } });
    }
    expect(await register(companyForm({}, null))).toMatchObject({ status: 400, json: { error: VALIDATION_MN.logo } });
  });

  it('checks the logo by its content: a script named .png is refused', async () => {
    const res = await register(companyForm({}, fakePng()));
    expect(res).toMatchObject({ status: 400, json: { error: 'Зөвхөн JPEG, PNG зураг оруулна уу.' } });
  });

  it('refuses a sub-category that does not exist or belongs to another main category', async () => {
    expect((await register(companyForm({ categories: [{ mainCategory: '01', subCategory: '0199' }] }))).status).toBe(400);
    expect((await register(companyForm({ categories: [{ mainCategory: '02', subCategory: '0101' }] }))).status).toBe(400);
  });

  it('refuses lists that are not JSON arrays of text', async () => {
    expect((await register(companyForm({ categories: '{broken' }))).status).toBe(400);
    expect((await register(companyForm({ phones: [{ nested: true }] }))).status).toBe(400);
  });
});

describe('POST /api/yp/insert/yellow-consultant', () => {
  it('stores the consultant unapproved with upper-cased names and the registrant', async () => {
    const res = await call('POST', '/api/yp/insert/yellow-consultant', { body: { ...consultantInput(), nameMn: 'Батын Саран', nameEn: 'Bat Saran' } });
    expect(res).toMatchObject({ status: 200, json: { success: true, approval: false } });
    const db = await getDb();
    const [person] = await db.select().from(persons).where(eq(persons.id, res.json.id));
    expect(person).toMatchObject({ approval: false, phone_number: '88001122' });
    const about = await db.select().from(personTranslations).where(eq(personTranslations.person_id, person.id));
    expect(about.map((a) => a.name).sort()).toEqual(['BAT SARAN', 'БАТЫН САРАН']);
    expect((await db.select().from(registrants).where(eq(registrants.person_id, person.id))).length).toBe(1);
  });

  it('checks the fields in the spec’s order: names, professions, phone', async () => {
    const post = (overrides: Record<string, string>) => call('POST', '/api/yp/insert/yellow-consultant', { body: { ...consultantInput(), ...overrides } });
    expect((await post({ nameMn: '', phone: '' })).json.error).toBe(VALIDATION_MN.nameMn);
    expect((await post({ nameEn: '', professionMn: '' })).json.error).toBe(VALIDATION_MN.nameEn);
    expect((await post({ professionMn: '', phone: '' })).json.error).toBe(VALIDATION_MN.professionMn);
    expect((await post({ professionEn: '' })).json.error).toBe(VALIDATION_MN.professionEn);
    expect((await post({ phone: '' })).json.error).toBe(VALIDATION_MN.phone);
    expect((await call('POST', '/api/yp/insert/yellow-consultant', { body: 'not json' })).status).toBe(400);
  });

  it('refuses a registration posted from another site (403)', async () => {
    const res = await call('POST', '/api/yp/insert/yellow-consultant', { body: consultantInput(), headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
