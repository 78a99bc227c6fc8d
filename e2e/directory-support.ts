import type { APIRequestContext } from '@playwright/test';

/** The smallest real PNG (1×1 px): a logo the server accepts by its content. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const CYRILLIC = 'АБВГДЕЖЗИК';
const LATIN = 'ABCDEFGHIJ';

/**
 * A name nobody else's test uses, in letters only (a search term may hold nothing but letters and spaces):
 * the digits of a timestamp spelled with Cyrillic or Latin letters.
 */
export function uniqueNames(prefixMn = 'ТЕСТ', prefixEn = 'TEST') {
  const digits = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-9);
  const spell = (alphabet: string) => [...digits].map((d) => alphabet[Number(d)]).join('');
  return { mn: `${prefixMn} ${spell(CYRILLIC)}`, en: `${prefixEn} ${spell(LATIN)}` };
}

/** Sends a company registration the way the wizard does (multipart, lists as JSON) and returns its id. */
export async function registerCompany(request: APIRequestContext, names: { mn: string; en: string }, subCategory: string) {
  const res = await request.post('/api/yp/insert/yellow-registration', {
    multipart: {
      categories: JSON.stringify([{ mainCategory: subCategory.slice(0, 2), subCategory }]),
      nameMn: names.mn,
      nameEn: names.en,
      registrationNumber: '9876543',
      emails: JSON.stringify(['e2e@example.mn']),
      phones: JSON.stringify(['99001122']),
      faxes: '[]',
      websites: '[]',
      addressMn: 'Улаанбаатар',
      addressEn: 'Ulaanbaatar',
      aboutMn: '',
      aboutEn: '',
      registrantName: 'Э2Э Бат',
      registrantPosition: 'Захирал',
      registrantEmail: 'e2e@example.mn',
      registrantPhone: '99001122',
      image: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  if (!res.ok()) throw new Error(`registration answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
