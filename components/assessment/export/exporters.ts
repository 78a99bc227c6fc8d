/**
 * Client-side exports. html2canvas and jspdf are heavy, so they are imported only when a button asks for
 * them. Text is rendered to an image first because jsPDF's built-in fonts cannot draw Cyrillic.
 */

/** A failure whose message is meant for the user (e.g. 'no answers found'). */
export class ExportProblem extends Error {}

/** Offers a blob to the browser as a download with the given file name. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function capture(element: HTMLElement) {
  const { default: html2canvas } = await import('html2canvas');
  return html2canvas(element, { scale: 2, backgroundColor: '#ffffff', useCORS: true, logging: false });
}

/** Saves an element as a PNG image. */
export async function saveElementAsPng(element: HTMLElement, fileName: string) {
  const canvas = await capture(element);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be encoded.');
  downloadBlob(blob, fileName);
}

/** Bottoms of the element's [data-pdf-row] children in canvas pixels: the places a page may end. */
function rowBreaks(element: HTMLElement, scale: number): number[] {
  const top = element.getBoundingClientRect().top;
  return [...element.querySelectorAll<HTMLElement>('[data-pdf-row]')].map((row) => Math.round((row.getBoundingClientRect().bottom - top) * scale));
}

/** Saves an element as an A4 portrait PDF with the given margins, breaking pages between rows. */
export async function saveElementAsPdf(element: HTMLElement, fileName: string, marginInch = 0.5) {
  const [canvas, { jsPDF }] = await Promise.all([capture(element), import('jspdf')]);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const margin = marginInch * 25.4;
  const contentWidth = pdf.internal.pageSize.getWidth() - 2 * margin;
  const contentHeight = pdf.internal.pageSize.getHeight() - 2 * margin;
  const pxPerMm = canvas.width / contentWidth;
  const pagePx = Math.floor(contentHeight * pxPerMm);
  const breaks = rowBreaks(element, canvas.width / element.getBoundingClientRect().width);

  for (let y = 0; y < canvas.height; ) {
    let end = Math.min(y + pagePx, canvas.height);
    if (end < canvas.height) end = breaks.filter((b) => b > y && b <= end).pop() ?? end;
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = end - y;
    slice.getContext('2d')!.drawImage(canvas, 0, y, canvas.width, end - y, 0, 0, canvas.width, end - y);
    if (y > 0) pdf.addPage();
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', margin, margin, contentWidth, (end - y) / pxPerMm);
    y = end;
  }
  pdf.save(fileName);
}

/** 'unelgee-YYYY-MM-DD.pdf': the self-assessment and its date. */
export const answersPdfName = (day: string) => `unelgee-${day}.pdf`;
export const RESULT_PNG_NAME = 'unelgee.png';
