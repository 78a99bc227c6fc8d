import 'server-only';
import { removeStored, storeFile, DOCUMENT_LIMIT } from '@/lib/storage';
import { PROOF_KINDS } from '@/lib/storage/detect';

const PROOF_OPTIONS = {
  kinds: PROOF_KINDS,
  maxBytes: DOCUMENT_LIMIT,
  wrongKindMessage: 'Зөвхөн PDF, JPG, PNG, DOCX эсвэл XLSX файл оруулна уу.',
  tooLargeMessage: 'Файл хэтэрхий том байна. 20MB-с бага файл сонгоно уу.',
  private: true,
};

/**
 * Stores proof files, official documents and forms: PDF, JPEG, PNG, DOCX or XLSX by content, ≤ 20 MB.
 * They are private (read through lib/assessment/proof-files.ts); the value stored is the private key.
 */
export async function storeAssessmentFile(file: File): Promise<string> {
  return (await storeFile(file, PROOF_OPTIONS)).url;
}

/** Stores several files; if one is refused, the ones already stored are removed again. */
export async function storeAssessmentFiles<K>(files: [K, File][]): Promise<Map<K, string>> {
  const stored = new Map<K, string>();
  try {
    for (const [key, file] of files) stored.set(key, await storeAssessmentFile(file));
  } catch (error) {
    await removeAll(stored.values());
    throw error;
  }
  return stored;
}

export async function removeAll(urls: Iterable<string | null | undefined>) {
  await Promise.all([...urls].map((u) => removeStored(u)));
}
