import fs from 'node:fs';
import path from 'node:path';

/** Small real files for upload fields: a PDF and a PNG (a seed logo). */
export const PDF_FILE = {
  name: 'albanbichig.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};
export const PNG_FILE = { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(path.join(process.cwd(), 'public/images/seed/logo-01.png')) };

/** Reads a Playwright download's bytes. */
export async function downloadBytes(download: { path: () => Promise<string | null> }) {
  return fs.readFileSync((await download.path())!);
}

