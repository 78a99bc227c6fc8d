import { aboutUs } from '@/lib/about/schema';
import type { Tx } from '@/lib/db/client';
import { insertRows } from './insert';
import { personName } from './content/people';

type Person = typeof aboutUs.$inferInsert;

const PRESIDENTS = [['1994-2001'], ['2001-2008'], ['2008-2016'], ['2016-2024']] as const;

const COUNCIL: readonly (readonly [string, string, string, string])[] = [
  ['ТУЗ-ийн дарга', 'Chair of the Board', 'Хангай Ресурс ХХК', 'Khangai Resources LLC'],
  ['Гүйцэтгэх захирал', 'Chief Executive Officer', 'Алтан Овоо Майнинг ХХК', 'Altan Ovoo Mining LLC'],
  ['Ерөнхий захирал', 'General Director', 'Хүрэн Тал Коал ХХК', 'Khuren Tal Coal LLC'],
  ['Гүйцэтгэх захирал', 'Chief Executive Officer', 'Зэс Говь Майнинг ХХК', 'Zes Gobi Mining LLC'],
  ['Ерөнхий захирал', 'General Director', 'Говь Эрдэнэ Ресурс ХХК', 'Gobi Erdene Resources LLC'],
  ['Үүсгэн байгуулагч', 'Founder', 'Соёмбо Лаб ХХК', 'Soyombo Laboratory LLC'],
  ['Гүйцэтгэх захирал', 'Chief Executive Officer', 'Хөх Тэнгэр Машинери ХХК', 'Khukh Tenger Machinery LLC'],
  ['Ерөнхий захирал', 'General Director', 'Төмөр Тал Майнинг ХХК', 'Tumur Tal Mining LLC'],
  ['Гүйцэтгэх захирал', 'Chief Executive Officer', 'Шинэ Зам Логистик ХХК', 'Shine Zam Logistics LLC'],
  ['Хууль зүйн захирал', 'Legal Director', 'Их Шанд Ресурс ХХК', 'Ikh Shand Resources LLC'],
  ['Тогтвортой хөгжлийн захирал', 'Sustainability Director', 'Мөнх Ундарга Майнинг ХХК', 'Munkh Undarga Mining LLC'],
];

const OFFICE: readonly (readonly [string, string, string])[] = [
  ['Гүйцэтгэх захирал', 'Executive Director', 'director'],
  ['Гишүүнчлэлийн менежер', 'Membership Manager', 'membership'],
  ['Хэвлэл мэдээллийн менежер', 'Communications Manager', 'media'],
  ['Хариуцлагатай уул уурхайн хөтөлбөрийн зохицуулагч', 'Responsible Mining Programme Coordinator', 'responsible'],
  ['Хууль зүйн зөвлөх', 'Legal Adviser', 'legal'],
  ['Нягтлан бодогч', 'Accountant', 'finance'],
];

const AUDITORS: readonly (readonly [string, string, string, string])[] = [
  ['Ахлах аудитор', 'Lead Auditor', 'Итгэл Консалтинг ХХК', 'Itgel Consulting LLC'],
  ['Байгаль орчны аудитор', 'Environmental Auditor', 'Номт Инженеринг ХХК', 'Nomt Engineering LLC'],
  ['Нийгмийн аудитор', 'Social Performance Auditor', 'Сүлд Консалтинг ХХК', 'Suld Consulting LLC'],
  ['ХАБЭА-н аудитор', 'Health and Safety Auditor', 'Итгэл Консалтинг ХХК', 'Itgel Consulting LLC'],
  ['Засаглалын аудитор', 'Governance Auditor', 'Бүрд Аудит ХХК', 'Burd Audit LLC'],
  ['Аудитор', 'Auditor', 'Номт Инженеринг ХХК', 'Nomt Engineering LLC'],
];

/**
 * People of /mm/about (presidents, council, office) and the independent auditors of /mm/page/20. No pictures:
 * drawn faces looked like stock photos, so the pages show each person's initials until an admin uploads a photo.
 */
export async function seedAbout(tx: Tx) {
  let n = 0;
  const person = (about_category: string, fields: Partial<Person>, sequence: number): Person => {
    const name = personName(n);
    n += 1;
    return { about_category, name: name.mn, name_en: name.en, profile: '', sequence, ...fields };
  };
  const rows: Person[] = [
    ...PRESIDENTS.map(([years], i) => person('President', { years_of_work: years, position: 'Хүндэт ерөнхийлөгч', position_en: 'Honorary President' }, i + 1)),
    ...COUNCIL.map(([position, position_en, company, company_en], i) => person('Association', { position, position_en, company, company_en }, i + 1)),
    ...OFFICE.map(([position, position_en, mailbox], i) => person('Office', { position, position_en, email: `${mailbox}@mining.mn` }, i + 1)),
    ...AUDITORS.map(([position, position_en, company, company_en], i) => person('Auditor', { position, position_en, company, company_en }, i + 1)),
  ];
  await insertRows(tx, aboutUs, rows);
}
