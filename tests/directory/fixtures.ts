import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/db/client';
import { ypCategories } from '@/lib/directory/schema';
import { registerCompany, registerConsultant } from '@/lib/directory/commands-registration';
import type { CompanyRegistration, ConsultantRegistration } from '@/lib/directory/api-schemas';

/** Uploads of these tests go to a temporary folder, not the project's data directory. */
export function useTemporaryDataDir() {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
}

/** The smallest real PNG (1×1 px): content the storage accepts as an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });
/** A script dressed up as a picture: name and MIME type say PNG, the bytes do not. */
export const fakePng = () => new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });

/** The four main categories and a few sub-categories, 0403 (consulting engineers) among them. */
export async function seedCategories() {
  const db = await getDb();
  const rows = [
    ['01', 'Уул уурхайн компани', 'Mining companies'],
    ['0101', 'Нүүрс', 'Coal'],
    ['0102', 'Алт', 'Gold'],
    ['02', 'Ханган нийлүүлэгч', 'Suppliers'],
    ['0201', 'Тоног төхөөрөмж', 'Equipment'],
    ['03', 'Үйлчилгээ үзүүлэгч', 'Service providers'],
    ['0301', 'Тээвэр', 'Transport'],
    ['04', 'Бусад', 'Others'],
    ['0403', 'Зөвлөх инженер', 'Consulting engineers'],
  ] as const;
  await db.insert(ypCategories).values(rows.map(([code, mn, en]) => ({ category_code: code, main_code: code.slice(0, 2), name_mn: mn, name_en: en })));
}

export const registrant = {
  registrantName: 'Болд',
  registrantPosition: 'Захирал',
  registrantEmail: 'bold@example.mn',
  registrantPhone: '99112233',
};

export function companyInput(overrides: Partial<CompanyRegistration> = {}): CompanyRegistration {
  return {
    categories: [{ mainCategory: '01', subCategory: '0101' }],
    nameMn: 'ЭРДЭНЭС ТАВАН ТОЛГОЙ',
    nameEn: 'ERDENES TAVAN TOLGOI',
    registrationNumber: '5261031',
    emails: ['info@ett.mn'],
    phones: ['70001234'],
    faxes: [],
    websites: ['https://ett.mn'],
    addressMn: 'Өмнөговь аймаг',
    addressEn: 'Umnugovi province',
    aboutMn: 'Коксжих нүүрсний уурхай.',
    aboutEn: 'Coking coal mine.',
    image: pngFile(),
    ...registrant,
    ...overrides,
  };
}

/** A company stored through the same command the API uses; approved unless said otherwise. */
export async function addCompany(overrides: Partial<CompanyRegistration> = {}, approved = true) {
  return (await registerCompany(await getDb(), companyInput(overrides), { approved })).id;
}

export function consultantInput(overrides: Partial<ConsultantRegistration> = {}): ConsultantRegistration {
  return {
    nameMn: 'ДОРЖИЙН БАТ',
    nameEn: 'DORJ BAT',
    professionMn: 'Геологич',
    professionEn: 'Geologist',
    phone: '88001122',
    adviceMn: 'Хайгуул',
    adviceEn: 'Exploration',
    ...registrant,
    ...overrides,
  };
}

export async function addConsultant(overrides: Partial<ConsultantRegistration> = {}, approved = true) {
  return (await registerConsultant(await getDb(), consultantInput(overrides), { approved })).id;
}

/** The multipart form the wizard sends: list fields as JSON arrays, the logo as `image`. */
export function companyForm(fields: Record<string, unknown> = {}, image: File | null = pngFile()) {
  const values: Record<string, unknown> = {
    categories: [{ mainCategory: '02', subCategory: '0201' }],
    nameMn: 'Говийн тоног төхөөрөмж',
    nameEn: 'Gobi equipment',
    registrationNumber: '6012345',
    emails: ['sales@gobi.mn', 'info@gobi.mn'],
    phones: ['77112233'],
    faxes: [],
    websites: [],
    addressMn: 'Улаанбаатар',
    addressEn: 'Ulaanbaatar',
    aboutMn: '',
    aboutEn: '',
    ...registrant,
    ...fields,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (image) form.append('image', image);
  return form;
}
