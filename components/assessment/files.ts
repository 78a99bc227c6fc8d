/** What the self-assessment accepts for uploads; the server checks the bytes again. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx,application/pdf,image/jpeg,image/png';
export const UPLOAD_LIMIT = 20 * 1024 * 1024;
const EXTENSIONS = /\.(pdf|jpe?g|png|docx|xlsx)$/i;

export function fileProblem(file: File): 'fileTooLarge' | 'fileWrongType' | null {
  if (!EXTENSIONS.test(file.name)) return 'fileWrongType';
  if (file.size > UPLOAD_LIMIT) return 'fileTooLarge';
  return null;
}

/** Proof may also be picked as a WebP photo: the browser redraws it as JPEG before upload (member/shrink-photo.ts). */
export const PROOF_ACCEPT = `${UPLOAD_ACCEPT},.webp,image/webp`;
