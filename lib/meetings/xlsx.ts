import 'server-only';
import type { SheetRow } from './csv';

/*
 * Reads the first worksheet of an .xlsx workbook into rows of text. An .xlsx file is a zip of XML parts;
 * jszip (already a dependency) opens it, and the few elements we need are read with patterns, so no
 * spreadsheet library is added for a five-column user list.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()]!,
  );

/** All <t> runs of a string item joined (rich text splits one string into several runs). */
const textRuns = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decode(m[1]!)).join('');

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** 'C7' → column index 2. */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.toUpperCase().charCodeAt(0) - 64);
  return n - 1;
}

async function firstSheetPath(zip: import('jszip')): Promise<string> {
  const workbook = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  const rels = (await zip.file('xl/_rels/workbook.xml.rels')?.async('string')) ?? '';
  const sheetTag = workbook.match(/<sheet\s[^>]*>/)?.[0];
  const relId = sheetTag && (attr(sheetTag, 'r:id') ?? attr(sheetTag, 'id'));
  const relTag = [...rels.matchAll(/<Relationship\s[^>]*>/g)].map((m) => m[0]).find((t) => attr(t, 'Id') === relId);
  const target = relTag && attr(relTag, 'Target');
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

export async function parseXlsx(bytes: ArrayBuffer | Uint8Array): Promise<SheetRow[]> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const sharedXml = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textRuns(m[1]!));
  const sheet = await zip.file(await firstSheetPath(zip))?.async('string');
  if (sheet === undefined) throw new Error('workbook has no worksheet');

  const rows: SheetRow[] = [];
  for (const rowMatch of sheet.replace(/<row\b[^>]*\/>/g, '').matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    const number = Number(attr(rowMatch[1]!, 'r')) || (rows.at(-1)?.number ?? 0) + 1;
    for (const cell of rowMatch[2]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1]!;
      const inner = cell[2] ?? '';
      const ref = attr(attrs, 'r');
      const index = ref ? columnIndex(ref) : row.length;
      const type = attr(attrs, 't');
      const value = inner.match(/<v>([\s\S]*?)<\/v>/)?.[1];
      let content = '';
      if (type === 's') content = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') content = textRuns(inner);
      else if (value !== undefined) content = decode(value);
      while (row.length < index) row.push('');
      row[index] = content;
    }
    if (row.some((c) => c.trim() !== '')) rows.push({ number, cells: row });
  }
  return rows;
}
