#!/usr/bin/env node
/**
 * Draws the association site's own pictures into public/images/mm/ and its anniversary book into
 * public/files/mm/ (committed; run again only when the texts below change). Reuses the seed's scene drawing;
 * the promo and project pictures come from scripts/demo-images/make.mjs.
 *   node scripts/make-mm-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PALETTES, documentPage, poster, random } from './seed-assets/scenes.mjs';
import { imagePdf } from './seed-assets/pdf.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const imageDir = path.join(root, 'public/images/mm');
const fileDir = path.join(root, 'public/files/mm');
fs.mkdirSync(imageDir, { recursive: true });
fs.mkdirSync(fileDir, { recursive: true });

const jpeg = (svgText, quality = 68) => sharp(Buffer.from(svgText)).jpeg({ quality, mozjpeg: true }).toBuffer();
const palette = (i) => PALETTES[i % PALETTES.length];

/** The brochure on /mm/about, two pages per language. */
const BROCHURE = {
  mn: [
    ['Монголын Уул Уурхайн Үндэсний Ассоциаци', '1994 оноос хойш салбарын хувийн хэвшлийн нэгдсэн дуу хоолой'],
    ['Гишүүнчлэл ба үйлчилгээ', 'Бодлогын нөлөөлөл · Мэдээлэл · Сургалт · Mining Week · Хариуцлагатай уул уурхай'],
  ],
  en: [
    ['Mongolian National Mining Association', 'The united voice of the private mining sector since 1994'],
    ['Membership and services', 'Policy advocacy · Information · Training · Mining Week · Responsible mining'],
  ],
};

/** The 30th anniversary book (/mm/page/25, /mm/anniversary). */
const BOOK = [
  ['Гучин жилийн түүх · 30 years', 'Монголын Уул Уурхайн Үндэсний Ассоциаци 1994–2024'],
  ['1994 · Үүсгэн байгуулалт', 'Founding of the association by the first member companies'],
  ['2000 · Mining Week', 'The first international mining conference in Ulaanbaatar'],
  ['2010 · Хороод · Committees', 'Legal and environment committees bring members together'],
  ['2018 · Хариуцлагатай уул уурхай', 'The responsible mining programme is launched'],
  ['2024 · Ой · Anniversary', 'Thirty years of the united voice of Mongolian mining'],
];

async function main() {
  for (const [lang, pages] of Object.entries(BROCHURE)) {
    for (const [i, [title, subtitle]] of pages.entries()) {
      fs.writeFileSync(path.join(imageDir, `brochure-${lang}-${i + 1}.jpg`), await jpeg(poster({ title, subtitle, rand: random(900 + i), palette: palette(i + 2) }), 72));
    }
  }
  const pages = [];
  for (const [i, [title, subtitle]] of BOOK.entries()) {
    const data = await sharp(Buffer.from(documentPage({ title, subtitle, rand: random(950 + i), palette: palette(i), pageNumber: i + 1 }))).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
    pages.push({ jpeg: data, width: 420, height: 595 });
  }
  fs.writeFileSync(path.join(fileDir, 'anniversary-book.pdf'), imagePdf(pages, 'MNMA 30th anniversary book'));
  fs.writeFileSync(path.join(imageDir, 'logo.png'), await sharp(Buffer.from(logoMark())).png({ compressionLevel: 9 }).toBuffer());
  fs.writeFileSync(path.join(imageDir, 'office-map.png'), await sharp(Buffer.from(officeMap())).png({ palette: true, compressionLevel: 9 }).toBuffer());
}

/** The association's mark (as components/association/shell/Logo.tsx draws it), for search engines and shares. */
function logoMark() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">
  <circle cx="24" cy="24" r="23" fill="#0b4f8a"/><circle cx="24" cy="24" r="19.5" fill="none" stroke="#ffd166" stroke-width="1.5"/>
  <path d="M8 33l10-14 6 8 5-6 11 12z" fill="#fff"/><path d="M18 19l3 4-3-1-3 2z" fill="#c8102e"/>
  <rect x="22.5" y="27" width="3" height="6" fill="#0b4f8a"/><path d="M20 27h8" stroke="#0b4f8a" stroke-width="1.5"/>
</svg>`;
}

/** A sketch of the streets around the office (no map tiles: nothing third-party before the visitor asks). */
function officeMap() {
  const w = 800;
  const h = 450;
  const blocks = [];
  for (let x = 0; x < w; x += 120) for (let y = 0; y < h; y += 110) blocks.push(`<rect x="${x + 14}" y="${y + 14}" width="92" height="82" rx="6" fill="#e6e2d8"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#f5f3ee"/>${blocks.join('')}
  <rect x="0" y="206" width="${w}" height="28" fill="#fff" stroke="#d9d4c7"/>
  <rect x="346" y="0" width="28" height="${h}" fill="#fff" stroke="#d9d4c7"/>
  <rect x="586" y="0" width="18" height="${h}" fill="#fff" stroke="#d9d4c7"/>
  <rect x="0" y="96" width="${w}" height="16" fill="#fff" stroke="#d9d4c7"/>
  <path d="M600 330 q60 -40 140 -10 l0 70 q-80 30 -140 -10z" fill="#cfe8c9"/>
  <circle cx="404" cy="176" r="34" fill="#0b4f8a" opacity="0.15"/>
  <path d="M404 120a26 26 0 0 0-26 26c0 20 26 50 26 50s26-30 26-50a26 26 0 0 0-26-26z" fill="#c8102e"/>
  <circle cx="404" cy="146" r="9" fill="#fff"/>
</svg>`;
}

await main();
