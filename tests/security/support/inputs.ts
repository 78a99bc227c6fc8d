import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injection payloads, numbers that overflow, odd Unicode, paths. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE news; --",
  "1' UNION SELECT email FROM admin_accounts --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(300),
  'Ө'.repeat(5000),
  'x'.repeat(70_000),
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-2147483649',
  '2147483648',
  '99999999999999999999999',
  '9007199254740993',
  '0x1F',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T25:61:61Z',
  '[]',
  '{}',
  '{"$gt":""}',
  '%',
  '_',
  '\\',
  'a@b',
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Any JSON value, shallow: what a wrong-typed field may hold. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
);

/** A body that is not JSON at all, or not an object. */
export const brokenJsonText = fc.constantFrom('{', '{"a":', "{'a':1}", '[', 'undefined', 'NaN', '\u0000', '{"a":1}}', '<xml/>', '"just a string"', '42', 'null', '[1,2,3]');

const SAMPLE_DIR = path.join(process.cwd(), 'public/images/seed');
const sample = (name: string) => new Uint8Array(fs.readFileSync(path.join(SAMPLE_DIR, name)));
/** Real small files, so uploads reach storage and not only the kind check. */
export const SAMPLE_FILES = {
  png: sample('logo-01.png'),
  jpeg: sample('news-08.jpg'),
  pdf: sample('sustainable-05.pdf'),
};

const enc = (s: string) => new TextEncoder().encode(s);
/** Files that lie about what they are: each must be refused by its bytes. */
export const HOSTILE_FILES: { name: string; type: string; bytes: Uint8Array }[] = [
  { name: 'photo.png', type: 'image/png', bytes: enc('<html><script>alert(1)</script></html>') },
  { name: 'logo.svg', type: 'image/svg+xml', bytes: enc('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  { name: 'image.gif', type: 'image/gif', bytes: enc('GIF89a/*\x00\x00*/=alert(1)//') },
  { name: 'setup.jpg', type: 'image/jpeg', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) },
  { name: 'run.pdf', type: 'application/pdf', bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]) },
  { name: '../../etc/passwd', type: 'image/png', bytes: new Uint8Array(0) },
];

export const fileArb = fc.oneof(
  fc.constantFrom(
    { name: 'a.png', type: 'image/png', bytes: SAMPLE_FILES.png },
    { name: 'a.jpg', type: 'image/jpeg', bytes: SAMPLE_FILES.jpeg },
    { name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_FILES.pdf },
    ...HOSTILE_FILES,
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ name: 'random.bin', type: 'application/octet-stream', bytes })),
);
export type FuzzFile = { name: string; type: string; bytes: Uint8Array };
export const toFile = (f: FuzzFile) => new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type });

const isFile = (v: unknown): v is FuzzFile => typeof v === 'object' && v !== null && 'bytes' in v && 'name' in v;

/** Query strings carry only strings; arrays become repeated parameters. */
export function toSearchParams(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, isFile(v) ? v.name : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

/** Multipart forms carry strings and files; arrays become repeated fields. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isFile(v)) form.append(key, toFile(v));
      else form.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  return form;
}

/** JSON bodies: the plain object, or JSON objects made into files (from the plausible generator) as their names. */
export function toJsonBody(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values, (_k, v) => (isFile(v) ? v.name : typeof v === 'bigint' ? String(v) : v)));
}
