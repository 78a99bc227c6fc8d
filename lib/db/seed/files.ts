import { documentPdfs, minerals, miningVideos, sustainableMining } from '@/lib/files/schema';
import type { Tx } from '@/lib/db/client';
import { DOCUMENTS, MINERALS, SUSTAINABLE, seedFiles } from './assets';
import { daysFrom } from './time';
import { insertRows } from './insert';

const VIDEOS: [string, string][] = [
  ['Уул уурхай 101: Ил уурхай хэрхэн ажилладаг вэ?', 'Mining 101: How does an open-pit mine work?'],
  ['Уул уурхай 101: Геологи хайгуулын үе шатууд', 'Mining 101: The stages of geological exploration'],
  ['Уул уурхай 101: Баяжуулах үйлдвэрийн технологи', 'Mining 101: How a processing plant works'],
  ['Уул уурхай 101: Хөдөлмөрийн аюулгүй байдал', 'Mining 101: Safety at work'],
  ['Уул уурхай 101: Нөхөн сэргээлт', 'Mining 101: Land rehabilitation'],
  // Left without English on purpose: /en shows it in Mongolian, marked as such.
  ['Уул уурхай 101: Уул уурхайн тээвэр ложистик', ''],
];

/** Guideline PDFs (/mm/page/20), minerals (21), Mining 101 videos (22) and sustainable-mining items (26). */
export async function seedFileLibrary(tx: Tx, now: Date) {
  await insertRows(tx, documentPdfs, DOCUMENTS.map((doc, i) => ({ title: doc.mn, title_en: doc.en, pdf: seedFiles.documentPdf(i), created_at: daysFrom(now, -300 + i * 40) })));
  await insertRows(tx, minerals, MINERALS.map((mineral, i) => ({ title: mineral.mn, title_en: mineral.en, image: seedFiles.mineral(i) })));
  await insertRows(tx, miningVideos, VIDEOS.map(([title, title_en], i) => ({ title, title_en, video: seedFiles.video(i), created_at: daysFrom(now, -200 + i * 25) })));
  const generalPoster = seedFiles.poster(SUSTAINABLE.length);
  await insertRows(
    tx,
    sustainableMining,
    SUSTAINABLE.map((item, i) => ({
      title: item.title,
      language: item.language,
      posters: i % 2 === 0 ? [seedFiles.poster(i), generalPoster] : [seedFiles.poster(i)],
      pdf: seedFiles.sustainablePdf(i),
      created_at: daysFrom(now, -150 + i * 15),
    })),
  );
}
