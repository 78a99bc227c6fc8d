/**
 * Downloads of a result: the poster as a PNG made in the browser (html2canvas is heavy, so it is imported only
 * when the button asks for it), and the answers as a text PDF the server makes (lib/assessment/result-pdf.ts).
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

/** The file name a download's Content-Disposition gives (its UTF-8 form first), or the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Fetches a file from our API and offers it as a download; the server's message becomes the user's error. */
export async function downloadFromApi(url: string, fallbackName: string) {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw body.message ? new ExportProblem(body.message) : new Error(`Download failed with ${res.status}`);
  }
  downloadBlob(await res.blob(), fileNameOf(res, fallbackName));
}

export const RESULT_PNG_NAME = 'unelgee.png';
