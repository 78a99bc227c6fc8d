import 'server-only';
import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { makePrivate, storedKey } from '@/lib/storage';
import { assessmentAttachments, memberAnswers } from './schema';

/** A stored public reference moved under the private prefix; the reference unchanged when it is not one of our public files. */
async function privateRef(ref: string): Promise<string> {
  const key = storedKey(ref);
  if (!key || key === ref) return ref;
  return (await makePrivate(key)) ?? ref;
}

/**
 * Proof files and attachments stored before they became private were public /uploads files: moves each
 * under the private prefix and stores its private key, so the old public URL answers 404. Idempotent.
 */
export async function privatizeMemberFiles(db: DbOrTx): Promise<number> {
  let moved = 0;
  const answers = await db.select({ id: memberAnswers.id, ref: memberAnswers.proof_file }).from(memberAnswers).where(like(memberAnswers.proof_file, '%/%'));
  for (const { id, ref } of answers) {
    const next = await privateRef(ref!);
    if (next === ref) continue;
    await db.update(memberAnswers).set({ proof_file: next }).where(eq(memberAnswers.id, id));
    moved++;
  }
  const attachments = await db
    .select({ id: assessmentAttachments.id, document: assessmentAttachments.official_document, form: assessmentAttachments.form })
    .from(assessmentAttachments)
    .where(or(like(assessmentAttachments.official_document, '%/%'), like(assessmentAttachments.form, '%/%')));
  for (const a of attachments) {
    const [document, form] = [await privateRef(a.document), await privateRef(a.form)];
    if (document === a.document && form === a.form) continue;
    await db.update(assessmentAttachments).set({ official_document: document, form }).where(eq(assessmentAttachments.id, a.id));
    moved++;
  }
  return moved;
}
