import 'server-only';
import { DOCUMENT_KINDS, IMAGE_KINDS, VIDEO_KINDS } from '@/lib/storage/detect';
import { DOCUMENT_MESSAGES, VIDEO_MESSAGES } from './form-messages';
import { DOCUMENT_LIMIT, IMAGE_LIMIT, VIDEO_LIMIT, removeStored, storeFile, type StoreOptions } from '@/lib/storage';

/** How each kind of back-office upload is checked (by content) and what the user is told when it is refused. */
export const IMAGE_UPLOAD: StoreOptions = {
  kinds: IMAGE_KINDS,
  maxBytes: IMAGE_LIMIT,
  wrongKindMessage: 'Зөвхөн JPG, PNG зураг оруулна уу.',
  tooLargeMessage: 'Зураг хэтэрхий том байна. 10MB-с бага зураг сонгоно уу.',
};
export const PDF_UPLOAD: StoreOptions = {
  kinds: DOCUMENT_KINDS,
  maxBytes: DOCUMENT_LIMIT,
  wrongKindMessage: DOCUMENT_MESSAGES.pdfOnly,
  tooLargeMessage: 'Файл хэтэрхий том байна. 20MB-с бага файлыг сонгоно уу.',
};
export const VIDEO_UPLOAD: StoreOptions = {
  kinds: VIDEO_KINDS,
  maxBytes: VIDEO_LIMIT,
  wrongKindMessage: VIDEO_MESSAGES.mp4Only,
  tooLargeMessage: VIDEO_MESSAGES.tooLarge,
};

/** Room for the multipart envelope and the text fields around the files. */
export const FORM_OVERHEAD = 1024 * 1024;

export type StoreUpload = (file: Blob, options: StoreOptions) => Promise<string>;

/**
 * Runs a write that stores uploads first. When a later file is refused or the write fails, the files
 * already stored are removed again, so a failed save leaves no orphan behind.
 */
export async function withUploads<R>(work: (store: StoreUpload) => Promise<R>): Promise<R> {
  const stored: string[] = [];
  try {
    return await work(async (file, options) => {
      const { url } = await storeFile(file, options);
      stored.push(url);
      return url;
    });
  } catch (error) {
    await Promise.all(stored.map((url) => removeStored(url)));
    throw error;
  }
}

/** After a successful update: the old file goes when a new one replaced it. */
export async function removeReplaced(previous: string, current: string) {
  if (previous !== current) await removeStored(previous);
}
