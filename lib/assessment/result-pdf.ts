import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { KEY_PATTERN, storageDriver } from '@/lib/storage';
import { notFound } from '@/lib/api/errors';
import { attachmentHeader } from '@/lib/files/pdf-download';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import type { Locale } from '@/lib/i18n/routing';
import mnMessages from '@/messages/mn/assessment.json';
import enMessages from '@/messages/en/assessment.json';
import { SECTION_FIELDS, type Scores } from './percentages';
import { SECTION_KEYS, sectionTitle } from './sections';
import type { StoredAnswerRow } from './queries';

/** What the PDF shows: a member's result and its answers (memberAnswersView). */
export type ResultPdfInput = {
  result: Scores & { created_at: Date | string; name: string; logo: string | null };
  answers: StoredAnswerRow[];
};

// Noto Sans covers Cyrillic and Cyrillic Extended (Ө, Ү); pdfkit embeds only the glyphs used.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans');
const REGULAR = path.join(FONT_DIR, '400Regular', 'NotoSans_400Regular.ttf');
const BOLD = path.join(FONT_DIR, '700Bold', 'NotoSans_700Bold.ttf');

const MARGIN = 36; // half an inch
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e4f';

const SHEETS = { mn: mnMessages.sheet, en: enMessages.sheet } as const;
const IMPROVEMENTS = { mn: mnMessages.improvements, en: enMessages.improvements } as const;
const PAGE_LABEL = { mn: 'Хуудас', en: 'Page' } as const;

/** 'unelgee-YYYY-MM-DD.pdf': the self-assessment and the result's date (the spec's file name). */
export const resultPdfName = (createdAt: Date | string) => `unelgee-${ubDay(createdAt)}.pdf`;

/** The member's logo as pdfkit can draw it (JPEG or PNG from storage), or null. */
async function logoBytes(url: string | null): Promise<Buffer | null> {
  const key = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
  if (!key || !KEY_PATTERN.test(key) || !/\.(jpg|png)$/.test(key)) return null;
  const stored = await storageDriver().read(key);
  if (!stored) return null;
  return Buffer.from(await new Response(stored.stream).arrayBuffer());
}

function header(doc: PDFKit.PDFDocument, input: ResultPdfInput, logo: Buffer | null, locale: Locale) {
  const sheet = SHEETS[locale];
  const textLeft = logo ? MARGIN + 72 : MARGIN;
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [60, 60] });
    } catch {
      // A logo pdfkit cannot decode is left out; the result still matters more than the picture.
    }
  }
  doc.font('bold').fontSize(16).fillColor(ACCENT).text(sheet.title, textLeft, MARGIN);
  doc.font('regular').fontSize(11).fillColor(INK);
  doc.text(`${sheet.organisation}: ${input.result.name}`, textLeft);
  doc.text(`${sheet.date}: ${ubDay(input.result.created_at)}`, textLeft);
  doc.y = Math.max(doc.y, MARGIN + 66);
  doc.x = MARGIN;
}

function scores(doc: PDFKit.PDFDocument, result: Scores, locale: Locale) {
  const sheet = SHEETS[locale];
  const width = doc.page.width - 2 * MARGIN;
  doc.moveDown(0.5);
  doc.font('bold').fontSize(13).fillColor(INK).text(`${sheet.main}: ${result.main_percentage}%`, MARGIN);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(`${sheet.totals}: ${result.total_true} / ${result.total_false}`);
  doc.moveDown(0.5);
  SECTION_KEYS.forEach((key, i) => {
    const value = result[SECTION_FIELDS[i]];
    const top = doc.y;
    doc.font('regular').fontSize(10).fillColor(INK).text(`${key}. ${sectionTitle(key, locale)}`, MARGIN, top, { width: width - 140 });
    doc.text(`${value}%`, MARGIN + width - 36, top, { width: 36, align: 'right' });
    const barLeft = MARGIN + width - 136;
    doc.rect(barLeft, top + 3, 96, 7).fill('#e4e7eb');
    if (value > 0) doc.rect(barLeft, top + 3, (96 * Math.min(value, 100)) / 100, 7).fill(ACCENT);
    doc.fillColor(INK);
    doc.y = Math.max(doc.y, top + 14);
  });
  doc.x = MARGIN;
}

function answers(doc: PDFKit.PDFDocument, rows: StoredAnswerRow[], locale: Locale) {
  const sheet = SHEETS[locale];
  const width = doc.page.width - 2 * MARGIN;
  const question = (row: StoredAnswerRow) => (locale === 'en' && row.question_en ? row.question_en : row.question);
  for (const row of rows) {
    if (row.pid === null) {
      doc.moveDown(0.6).font('bold').fontSize(11).fillColor(ACCENT).text(`${row.cid}. ${question(row)}`, MARGIN, doc.y, { width });
      continue;
    }
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor(INK).text(`${row.cid}. ${question(row)}`, MARGIN + 12, doc.y, { width: width - 12 });
    const answer = row.answer === null ? sheet.none : row.answer ? sheet.yes : sheet.no;
    const proof = row.proof ? sheet.has : sheet.none;
    doc.fontSize(9).fillColor(MUTED).text(`${sheet.answer}: ${answer}    ${sheet.proof}: ${proof}`, MARGIN + 12, doc.y, { width: width - 12 });
    if (row.comment) doc.text(`${sheet.comment}: ${row.comment}`, MARGIN + 12, doc.y, { width: width - 12 });
  }
}

/** The 'no' answers in index order, each with what the member can do about it: the improvement list. */
export function improvementRows(rows: StoredAnswerRow[]) {
  return rows.filter((row) => row.pid !== null && row.answer === false);
}

function improvements(doc: PDFKit.PDFDocument, rows: StoredAnswerRow[], locale: Locale) {
  const todo = improvementRows(rows);
  if (todo.length === 0) return;
  const words = IMPROVEMENTS[locale];
  const width = doc.page.width - 2 * MARGIN;
  doc.addPage();
  doc.font('bold').fontSize(14).fillColor(ACCENT).text(words.title, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(words.lead, { width });
  for (const row of todo) {
    const question = locale === 'en' && row.question_en ? row.question_en : row.question;
    const guidance = (locale === 'en' && row.guidance_en ? row.guidance_en : row.guidance) || words.noGuidance;
    doc.moveDown(0.5).font('bold').fontSize(10).fillColor(INK).text(`${row.cid}. ${question}`, MARGIN, doc.y, { width });
    doc.font('regular').fontSize(9).fillColor(INK).text(guidance, MARGIN + 12, doc.y, { width: width - 12 });
    if (row.comment) doc.fillColor(MUTED).text(`${SHEETS[locale].comment}: ${row.comment}`, MARGIN + 12, doc.y, { width: width - 12 });
  }
}

/** Page numbers at the foot of every page ('Хуудас 2 / 5'), drawn once all pages exist. */
function pageNumbers(doc: PDFKit.PDFDocument, locale: Locale) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(`${PAGE_LABEL[locale]} ${i - start + 1} / ${count}`, MARGIN, doc.page.height - MARGIN / 2 - 8, { width: doc.page.width - 2 * MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}

/** The result, every answer and the improvement list as an A4 portrait text PDF with half-inch margins, in the given language. */
export async function renderResultPdf(input: ResultPdfInput, locale: Locale): Promise<Buffer> {
  const logo = await logoBytes(input.result.logo);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: SHEETS[locale].title, Author: input.result.name } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  header(doc, input, logo, locale);
  scores(doc, input.result, locale);
  answers(doc, input.answers, locale);
  improvements(doc, input.answers, locale);
  pageNumbers(doc, locale);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The PDF as a private download, or 404 when the assessment has no result or no answers. */
export async function resultPdfResponse(view: { answers: StoredAnswerRow[]; result: ResultPdfInput['result'] | null }, locale: Locale): Promise<Response> {
  if (!view.result || view.answers.length === 0) throw notFound(locale === 'en' ? 'No answers found.' : 'Хариулт олдсонгүй.');
  const pdf = await renderResultPdf({ result: view.result, answers: view.answers }, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(resultPdfName(view.result.created_at)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
