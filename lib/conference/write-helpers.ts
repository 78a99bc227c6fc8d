import 'server-only';
import { badRequest, notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { pgCode } from '@/lib/api/mount';
import { IMAGE_LIMIT, removeStored, storeFile } from '@/lib/storage';
import { IMAGE_KINDS } from '@/lib/storage/detect';

const IMAGE_OPTIONS = {
  kinds: IMAGE_KINDS,
  maxBytes: IMAGE_LIMIT,
  wrongKindMessage: 'Зөвхөн jpg, jpeg, png зураг оруулна уу.',
  tooLargeMessage: 'Зураг 10 MB-аас ихгүй байна.',
};

/**
 * Stores an uploaded image (kind checked from its bytes) and runs the write that records it.
 * If the write fails the stored file is removed again, so no orphan files pile up.
 */
export async function withStoredImage<T>(file: Blob, write: (url: string) => Promise<T>): Promise<T> {
  const stored = await storeFile(file, IMAGE_OPTIONS);
  try {
    return await write(stored.url);
  } catch (error) {
    await removeStored(stored.url);
    throw error;
  }
}

/**
 * Runs a write whose references (event, date, language, hall) come from the client; a missing one is a 400, and so
 * is deleting a row that others still restrict (23001, e.g. a hall with sessions).
 */
export async function withReferences<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23503' || pgCode(error) === '23001') throw badRequest(message);
    throw error;
  }
}

/** The row a write changed: a missing one is a 404; otherwise the public conference pages are refreshed. */
export function changed<T>(row: T | undefined, what: string): T {
  if (!row) throw notFound(`${what} олдсонгүй.`);
  invalidate(TAGS.conference);
  return row;
}
