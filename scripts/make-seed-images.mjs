#!/usr/bin/env node
/**
 * Draws the demo logos, documents, gallery photos and videos of the seed into public/images/seed/ (committed; run
 * again only when lib/db/seed/assets.json changes). Everything is generated: shapes, gradients and text, no copied
 * files. Banners and news pictures come from scripts/demo-images/make.mjs; people have no pictures (initials).
 *   node scripts/make-seed-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PALETTES, agendaSheet, documentPage, eventPhoto, logo, mineral, poster, random, room, videoFrame } from './seed-assets/scenes.mjs';
import { imagePdf } from './seed-assets/pdf.mjs';
import { encodeMp4 } from './seed-assets/mp4.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const assets = JSON.parse(fs.readFileSync(path.join(root, 'lib/db/seed/assets.json'), 'utf8'));
const outDir = path.join(root, 'public/images/seed');
const { counts } = assets;
const pad = (n) => String(n).padStart(2, '0');
const palette = (i) => PALETTES[i % PALETTES.length];

fs.mkdirSync(outDir, { recursive: true });

const jpeg = (svgText, quality = 70) => sharp(Buffer.from(svgText)).jpeg({ quality, mozjpeg: true }).toBuffer();
const png = (svgText) => sharp(Buffer.from(svgText)).png({ palette: true, compressionLevel: 9 }).toBuffer();
const write = (name, data) => fs.writeFileSync(path.join(outDir, name), data);

async function logos() {
  for (const [i, brand] of assets.brands.entries()) write(`logo-${pad(i + 1)}.png`, await png(logo({ label: brand.en, rand: random(400 + i), palette: palette(i), index: i })));
}

async function minerals() {
  for (const [i, item] of assets.minerals.entries()) write(`mineral-${pad(i + 1)}.jpg`, await jpeg(mineral({ name: `${item.mn} · ${item.en}`, rand: random(500 + i), palette: palette(i) }), 65));
}

/** A PDF of `pageCount` drawn pages. */
async function documentPdf(name, title, subtitle, seed, pageCount = 2) {
  const pages = [];
  for (let p = 1; p <= pageCount; p++) {
    const data = await sharp(Buffer.from(documentPage({ title, subtitle, rand: random(seed + p), palette: palette(seed), pageNumber: p }))).jpeg({ quality: 55, mozjpeg: true }).toBuffer();
    pages.push({ jpeg: data, width: 420, height: 595 });
  }
  write(name, imagePdf(pages, subtitle.replace(/[^\x20-\x7e]/g, '') || name));
}

async function printedMatter() {
  for (const [i, report] of assets.reports.entries()) {
    write(`report-${pad(i + 1)}.jpg`, await jpeg(poster({ title: report.mn, subtitle: report.en, rand: random(600 + i), palette: palette(i) }), 65));
    await documentPdf(`report-${pad(i + 1)}.pdf`, report.mn, report.en, 600 + i);
  }
  for (const [i, doc] of assets.documents.entries()) await documentPdf(`document-${pad(i + 1)}.pdf`, doc.mn, doc.en, 700 + i);
  for (const [i, item] of assets.sustainable.entries()) {
    write(`poster-${pad(i + 1)}.jpg`, await jpeg(poster({ title: item.title, subtitle: item.subtitle, rand: random(800 + i), palette: palette(i + 2) }), 65));
    await documentPdf(`sustainable-${pad(i + 1)}.pdf`, item.title, item.subtitle, 800 + i, 1);
  }
  write(`poster-${pad(assets.sustainable.length + 1)}.jpg`, await jpeg(poster({ title: 'Тогтвортой уул уурхай · Sustainable mining', subtitle: 'МУУҮА · Mongolian National Mining Association', rand: random(899), palette: palette(5) }), 65));
  for (const [i, talk] of assets.presentations.entries()) await documentPdf(`presentation-${pad(i + 1)}.pdf`, talk.title, talk.subtitle, 900 + i);
}

const AGENDA = {
  mn: {
    heading: 'Mining Week 2025 · Хөтөлбөр',
    dates: ['2025.09.11 · 1-р өдөр', '2025.09.12 · 2-р өдөр', '2025.09.13 · 3-р өдөр'],
    sessions: [
      [['09:00', 'Бүртгэл, үзэсгэлэн нээлт'], ['10:00', 'Нээлтийн үг: Салбарын ирээдүй'], ['11:00', 'Уул уурхайн бодлогын хэлэлцүүлэг'], ['13:30', 'Зэсийн зах зээлийн төлөв'], ['15:00', 'Хөрөнгө оруулалтын форум'], ['17:00', 'Хүлээн авалт']],
      [['09:30', 'Хариуцлагатай уул уурхайн зарчим'], ['11:00', 'Нөхөн сэргээлтийн шилдэг туршлага'], ['13:30', 'Дижитал уурхай, автоматжуулалт'], ['15:00', 'Орон нутгийн хөгжлийн гэрээ'], ['16:30', 'Залуу инженерүүдийн илтгэл']],
      [['09:30', 'Тээвэр ложистик, хил гаалийн шийдэл'], ['11:00', 'Эрчим хүч ба уул уурхай'], ['13:30', 'B2B уулзалтууд'], ['15:30', 'Хаалтын хуралдаан, шагнал гардуулах']],
    ],
  },
  en: {
    heading: 'Mining Week 2025 · Agenda',
    dates: ['11 September 2025 · Day 1', '12 September 2025 · Day 2', '13 September 2025 · Day 3'],
    sessions: [
      [['09:00', 'Registration and exhibition opening'], ['10:00', 'Opening keynote: the future of the sector'], ['11:00', 'Mining policy panel'], ['13:30', 'Copper market outlook'], ['15:00', 'Investment forum'], ['17:00', 'Reception']],
      [['09:30', 'Principles of responsible mining'], ['11:00', 'Good practice in rehabilitation'], ['13:30', 'The digital mine and automation'], ['15:00', 'Community development agreements'], ['16:30', 'Young engineers session']],
      [['09:30', 'Logistics and border crossings'], ['11:00', 'Energy and mining'], ['13:30', 'B2B meetings'], ['15:30', 'Closing plenary and awards']],
    ],
  },
};

async function conference() {
  for (let day = 1; day <= counts.eventDays; day++) {
    for (const lang of ['mn', 'en']) {
      const a = AGENDA[lang];
      write(`agenda-day${day}-${lang}.jpg`, await jpeg(agendaSheet({ heading: a.heading, date: a.dates[day - 1], sessions: a.sessions[day - 1], palette: palette(day) }), 68));
    }
  }
  for (let i = 1; i <= counts.gallery; i++) write(`gallery-${pad(i)}.jpg`, await jpeg(eventPhoto({ rand: random(1000 + i), palette: palette(i), index: i }), 62));
  for (let i = 1; i <= counts.rooms; i++) write(`room-${pad(i)}.jpg`, await jpeg(room({ name: `B2B-${i}`, rand: random(1100 + i), palette: palette(i) }), 65));
}

async function videos() {
  const [w, h, fps, frameCount] = [96, 64, 4, 8];
  for (let v = 1; v <= counts.videos; v++) {
    const frames = [];
    for (let f = 0; f < frameCount; f++) {
      const svgText = videoFrame({ w, h, palette: palette(v), progress: f / (frameCount - 1), seed: 1200 + v });
      frames.push(await sharp(Buffer.from(svgText)).removeAlpha().raw().toBuffer());
    }
    write(`video-${pad(v)}.mp4`, encodeMp4(frames, w, h, fps));
  }
}

await logos();
await minerals();
await printedMatter();
await conference();
await videos();

const files = fs.readdirSync(outDir);
const total = files.reduce((sum, name) => sum + fs.statSync(path.join(outDir, name)).size, 0);
console.log(`${files.length} files, ${(total / 1024).toFixed(0)} KB in ${path.relative(root, outDir)}`);
if (total > 3 * 1024 * 1024) {
  console.error('The seed files exceed 3 MB; lower the counts or the quality.');
  process.exit(1);
}
