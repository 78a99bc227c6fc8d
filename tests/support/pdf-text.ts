import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader selecting it would get it (vitest and Playwright both use it). */
export async function pdfTextOf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
