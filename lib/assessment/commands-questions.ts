import 'server-only';
import type { z } from 'zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conflict, notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { assessmentQuestions } from './schema';
import { INDEX_MESSAGES, parentIndex } from './index-rules';
import type { questionForm, questionUpdate } from './validators';

const QUESTION_NOT_FOUND = 'Асуулт олдсонгүй.';

/** Questions holding an index (GET /check/index): a non-empty list means the index is taken. */
export function questionsWithIndex(db: DbOrTx, cid: string, exceptId?: number) {
  const same = eq(assessmentQuestions.cid, cid.trim());
  return db
    .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid, question: assessmentQuestions.question })
    .from(assessmentQuestions)
    .where(exceptId ? and(same, ne(assessmentQuestions.id, exceptId)) : same);
}

async function requireFreeIndex(db: DbOrTx, cid: string, exceptId?: number) {
  if ((await questionsWithIndex(db, cid, exceptId)).length > 0) throw conflict(INDEX_MESSAGES.duplicate);
}

/** Adds a question; its parent is derived from the index. The unique index still guards a race (→ 409). */
export async function insertQuestion(db: DbOrTx, input: z.output<typeof questionForm>) {
  await requireFreeIndex(db, input.cid);
  const [question] = await db
    .insert(assessmentQuestions)
    .values({ cid: input.cid, pid: parentIndex(input.cid), question: input.question, question_en: input.question_en, guidance: input.guidance, guidance_en: input.guidance_en })
    .returning();
  invalidate(TAGS.assessment);
  return { question };
}

/** Edits a question; a changed index is checked for duplicates and its parent derived again. */
export async function updateQuestion(db: DbOrTx, input: z.output<typeof questionUpdate>) {
  const [current] = await db.select().from(assessmentQuestions).where(eq(assessmentQuestions.id, input.id)).limit(1);
  if (!current) throw notFound(QUESTION_NOT_FOUND);
  if (input.cid !== current.cid) await requireFreeIndex(db, input.cid, input.id);
  const [question] = await db
    .update(assessmentQuestions)
    .set({ cid: input.cid, pid: parentIndex(input.cid), question: input.question, question_en: input.question_en, guidance: input.guidance, guidance_en: input.guidance_en })
    .where(eq(assessmentQuestions.id, input.id))
    .returning();
  invalidate(TAGS.assessment);
  return { question };
}

/** Deletes a question. A heading that still has sub-questions stays, so no sub-question is orphaned. */
export async function deleteQuestion(db: DbOrTx, id: number) {
  const [current] = await db.select().from(assessmentQuestions).where(eq(assessmentQuestions.id, id)).limit(1);
  if (!current) throw notFound(QUESTION_NOT_FOUND);
  const [child] = await db
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(sql`${assessmentQuestions.cid} LIKE ${`${current.cid}.%`}`)
    .limit(1);
  if (child) throw conflict('Дэд асуулттай асуултыг устгах боломжгүй. Эхлээд дэд асуултуудыг устгана уу.');
  await db.delete(assessmentQuestions).where(eq(assessmentQuestions.id, id));
  invalidate(TAGS.assessment);
  return { success: true };
}
