import { companies, companyCategories, companyContacts, companyTranslations, personTranslations, persons, registrants, ypCategories } from '@/lib/directory/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { seedFiles } from './assets';
import { daysFrom, notAfter } from './time';
import { insertRows } from './insert';
import { companyName } from './content/brands';
import { DISTRICTS, MAIN_CATEGORIES, PROFESSIONS, PROVINCES, REGISTRANT_ROLES, STREETS, SUB_CATEGORIES, type SubCategory } from './content/directory';
import { personName, phoneNumber } from './content/people';

const PENDING_COMPANIES = 12;
const APPROVED_CONSULTANTS = 40;
const PENDING_CONSULTANTS = 5;

type Company = { id: number; sub: SubCategory; k: number; approved: boolean };

/** Category rows: main categories 01-04 and their sub-categories; ids follow the list order. */
function categoryRows() {
  const rows = MAIN_CATEGORIES.map(([code, name_mn, name_en]) => ({ category_code: code, main_code: code, name_mn, name_en }));
  for (const s of SUB_CATEGORIES) rows.push({ category_code: s.code, main_code: s.code.slice(0, 2), name_mn: s.name[0], name_en: s.name[1] });
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}

function companyRows(rand: Random, now: Date, company: Company) {
  const { id, sub, k, approved } = company;
  const [lineMn, lineEn] = sub.lines[Math.floor(k / 40) % sub.lines.length];
  const name = companyName(k + SUB_CATEGORIES.indexOf(sub) * 7, lineMn, lineEn, sub.code === '0405' ? null : k % 6 === 0 ? 'JSC' : 'LLC');
  const founded = rand.int(1995, 2021);
  const staff = rand.int(2, 90) * 10;
  const [districtMn, districtEn] = rand.pick(DISTRICTS);
  const [streetMn, streetEn] = rand.pick(STREETS);
  const khoroo = rand.int(1, 20);
  const building = rand.int(1, 80);
  const mine = sub.code.startsWith('01') ? rand.pick(PROVINCES) : (['Улаанбаатар хот', 'Ulaanbaatar'] as const);
  const translation = (lang: 'mn' | 'en') => {
    const mn = lang === 'mn';
    return {
      company_id: id,
      lang,
      name: (mn ? name.mn : name.en).toUpperCase(),
      address: mn ? `Улаанбаатар хот, ${districtMn}, ${khoroo}-р хороо, ${streetMn}, ${building}-р байр` : `Building ${building}, ${streetEn}, khoroo ${khoroo}, ${districtEn}, Ulaanbaatar`,
      location: mn ? mine[0] : mine[1],
      about_company: mn
        ? `${name.mn} нь ${sub.activity[0]}. ${founded} онд байгуулагдсан бөгөөд ${staff} ажилтантай.`
        : `${name.en} ${sub.activity[1]}. Founded in ${founded}, it employs ${staff} people.`,
    };
  };
  const contacts = [
    { company_id: id, contact_type: 'phone', contact_value: `7${rand.int(100, 999)}-${rand.int(1000, 9999)}` },
    ...(rand.chance(0.5) ? [{ company_id: id, contact_type: 'phone', contact_value: phoneNumber(id) }] : []),
    ...(rand.chance(0.3) ? [{ company_id: id, contact_type: 'fax', contact_value: `7${rand.int(100, 999)}-${rand.int(1000, 9999)}` }] : []),
    { company_id: id, contact_type: 'email', contact_value: `info@${name.domain}` },
    ...(rand.chance(0.8) ? [{ company_id: id, contact_type: 'website', contact_value: `https://www.${name.domain}` }] : []),
  ];
  const person = personName(id + 200);
  return {
    company: {
      id,
      registration_number: String(2000000 + id * 7919).slice(0, 7),
      approval: approved,
      request_status: approved ? 'approved' : 'new',
      status: !(approved && id % 25 === 0), // a few approved companies have stopped operating
      logo: rand.chance(0.9) ? seedFiles.logo(name.logoIndex) : '',
      created_at: approved ? daysFrom(now, -rand.int(60, 900)) : notAfter(daysFrom(now, -rand.int(0, 20), rand.int(9, 18)), now),
    },
    translations: [translation('mn'), translation('en')],
    contacts,
    registrant: {
      company_id: id,
      name: person.mn,
      position: rand.pick(REGISTRANT_ROLES),
      email: `${person.givenEn.toLowerCase()}@${name.domain}`,
      phone: phoneNumber(id + 300),
    },
  };
}

/** Directory: categories 01-04 with sub-categories, 156 approved companies plus pending requests, and consultants. */
export async function seedDirectory(tx: Tx, rand: Random, now: Date) {
  const categories = categoryRows();
  await insertRows(tx, ypCategories, categories);
  const categoryId = (code: string) => categories.find((c) => c.category_code === code)!.id;

  const list: Company[] = [];
  for (const s of SUB_CATEGORIES) for (let k = 0; k < s.companies; k++) list.push({ id: list.length + 1, sub: s, k, approved: true });
  const withLines = SUB_CATEGORIES.filter((s) => s.companies > 0);
  for (let k = 0; k < PENDING_COMPANIES; k++) list.push({ id: list.length + 1, sub: withLines[(k * 5) % withLines.length], k: k + 50, approved: false });

  const built = list.map((c) => companyRows(rand, now, c));
  await insertRows(tx, companies, built.map((b) => b.company));
  await insertRows(tx, companyTranslations, built.flatMap((b) => b.translations));
  await insertRows(tx, companyContacts, built.flatMap((b) => b.contacts));
  await insertRows(tx, registrants, built.map((b) => b.registrant));
  await insertRows(
    tx,
    companyCategories,
    list.flatMap((c) => {
      const rows = [{ company_id: c.id, category_id: categoryId(c.sub.code) }];
      const other = rand.pick(withLines);
      if (rand.chance(0.3) && other !== c.sub) rows.push({ company_id: c.id, category_id: categoryId(other.code) });
      return rows;
    }),
  );

  const consultants = Array.from({ length: APPROVED_CONSULTANTS + PENDING_CONSULTANTS }, (_, i) => ({
    id: i + 1,
    name: personName(i + 120),
    profession: PROFESSIONS[i % PROFESSIONS.length],
    approved: i < APPROVED_CONSULTANTS,
  }));
  await insertRows(
    tx,
    persons,
    consultants.map((c) => ({ id: c.id, phone_number: phoneNumber(c.id + 500), approval: c.approved, request_status: c.approved ? 'approved' : 'new', created_at: notAfter(daysFrom(now, c.approved ? -rand.int(30, 700) : -rand.int(0, 14)), now) })),
  );
  await insertRows(
    tx,
    personTranslations,
    consultants.flatMap((c) =>
      (['mn', 'en'] as const).map((lang, l) => ({
        person_id: c.id,
        lang,
        name: (lang === 'mn' ? c.name.mn : c.name.en).toUpperCase(),
        profession: c.profession[0][l],
        // Older registrations stored the text NULL for an empty advice range; the public list treats it as empty.
        advice_range: c.id % 15 === 0 ? 'NULL' : c.profession[1][l],
      })),
    ),
  );
  await insertRows(
    tx,
    registrants,
    consultants.map((c) => ({ person_id: c.id, name: c.name.mn, position: 'Зөвлөх инженер', email: `${c.name.givenEn.toLowerCase()}.${c.id}@gmail.com`, phone: phoneNumber(c.id + 500) })),
  );
}
