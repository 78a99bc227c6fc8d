/** File kinds we accept, recognised from their first bytes (never from the name or the client's MIME type). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf' | 'mp4' | 'docx' | 'xlsx' | 'zip';

export const KIND_INFO: Record<FileKind, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { ext: 'zip', mime: 'application/zip' },
};

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/** An OOXML file is a zip whose entries name word/ or xl/ parts near the start. */
function officeKind(head: Uint8Array): FileKind {
  const text = ascii(head, 0, head.length);
  if (text.includes('word/')) return 'docx';
  if (text.includes('xl/')) return 'xlsx';
  return 'zip';
}

/** Detects the kind of a file from its leading bytes (pass at least the first 4 KB). */
export function detectKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 4, 8) === 'ftyp') return 'mp4';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeKind(head);
  return null;
}

export const IMAGE_KINDS: FileKind[] = ['jpeg', 'png'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf'];
export const PROOF_KINDS: FileKind[] = ['pdf', 'jpeg', 'png', 'docx', 'xlsx'];
export const VIDEO_KINDS: FileKind[] = ['mp4'];
