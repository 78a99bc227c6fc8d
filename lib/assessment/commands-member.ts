import 'server-only';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { badRequest, conflict, forbidden } from '@/lib/api/errors';
import { withJobs } from '@/lib/jobs';
import { memberCompanies } from '@/lib/logos/schema';
import { assessmentAttachments, assessmentQuestions, assessmentResults, memberAnswers } from './schema';
import { answerableQuestions, memberProgress } from './queries';
import { requireCompleteAnswers, UNKNOWN_QUESTION } from './answer-set';
import { scoreAnswers } from './percentages';
import { removeAll, storeAssessmentFile, storeAssessmentFiles } from './uploads';
import { queueResultCopy } from './result-mail';
import { fileLink } from './proof-files';
import type { SessionMember } from './member-session';
import type { attachmentForm, memberAnswerForm, memberAnswerFields } from './validators';


export const ALREADY_SAVED = 'Энэ үнэлгээний хариулт аль хэдийн хадгалагдсан байна.';
export const NO_ANSWERS = 'Хариулт олдсонгүй.';

/**
 * The number of the member's assessment that is still open for answers (latest result's answer_id + 1).
 * A number sent by the client must be that one; answers cannot change once a result exists.
 */
export async function openAnswerId(db: DbOrTx, memberId: number, claimed?: number): Promise<number> {
  const progress = await memberProgress(db, memberId);
  if (progress.state !== 'questionnaire') throw conflict(ALREADY_SAVED);
  const open = progress.answer_id + 1;
  if (claimed !== undefined && claimed !== open) throw conflict('Үнэлгээний дугаар таарахгүй байна. Хуудсаа дахин ачаална уу.');
  return open;
}

/**
 * Inside a transaction: waits for the member's other writes to their answers (draft saves, single answers and
 * uploads, Finish, the result) and only then checks that the assessment is still open, so nothing is written
 * into an assessment that a concurrent Finish has just scored.
 */
export async function lockOpenAssessment(tx: Tx, memberId: number, claimed?: number): Promise<number> {
  await tx.select({ id: memberCompanies.id }).from(memberCompanies).where(eq(memberCompanies.id, memberId)).for('no key update');
  return openAnswerId(tx, memberId, claimed);
}

/**
 * POST /insert/member-answer: saves (or replaces) one answer of the open assessment, with its proof file when
 * one comes (each proof is uploaded on its own as soon as it is chosen). The answer may still be null (not
 * chosen yet). Returns the member's link to the proof file kept for the question.
 */
export async function saveMemberAnswer(db: Db, member: SessionMember, input: z.output<typeof memberAnswerForm>) {
  if (!(await answerableQuestions(db)).has(input.question_id)) throw badRequest(UNKNOWN_QUESTION);
  const proofFile = input.proof_file ? await storeAssessmentFile(input.proof_file) : null;
  try {
    const { answerId, kept, replaced } = await db.transaction(async (tx) => {
      const answerId = await lockOpenAssessment(tx, member.id, input.answer_id);
      const key = and(eq(memberAnswers.member_id, member.id), eq(memberAnswers.answer_id, answerId), eq(memberAnswers.question_id, input.question_id));
      const [previous] = await tx.select({ proof_file: memberAnswers.proof_file }).from(memberAnswers).where(key);
      const values = { answer: input.answer, proof: input.proof, comment: input.comment, proof_file: proofFile ?? previous?.proof_file ?? null };
      if (previous) await tx.update(memberAnswers).set(values).where(key);
      else await tx.insert(memberAnswers).values({ ...values, member_id: member.id, answer_id: answerId, question_id: input.question_id });
      return { answerId, kept: values.proof_file, replaced: proofFile ? previous?.proof_file : null };
    });
    await removeAll([replaced]);
    return { success: true, answer_id: answerId, proof_file: fileLink(kept, 'mm') };
  } catch (error) {
    await removeAll([proofFile]);
    throw error;
  }
}

async function insertResult(tx: Tx, memberId: number, answerId: number) {
  const saved = await tx
    .select({ cid: assessmentQuestions.cid, answer: memberAnswers.answer })
    .from(memberAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
    .where(and(eq(memberAnswers.member_id, memberId), eq(memberAnswers.answer_id, answerId)));
  if (!saved.some((a) => a.answer !== null)) throw badRequest(NO_ANSWERS);
  const [result] = await tx
    .insert(assessmentResults)
    .values({ member_id: memberId, answer_id: answerId, ...scoreAnswers(saved) })
    .returning();
  return result!;
}

/** POST /insert/result: scores the answers saved so far (the server computes, never the client). */
export async function saveMemberResult(db: Db, member: SessionMember, claimedAnswerId?: number) {
  return { result: await db.transaction(async (tx) => insertResult(tx, member.id, await lockOpenAssessment(tx, member.id, claimedAnswerId))) };
}

/**
 * Finish: every answer and the result in one transaction, so a failure leaves nothing half saved.
 * The draft saved so far for the same assessment is replaced; its proof files stay with their questions
 * unless a new file comes for the question.
 */
export async function finishMemberAssessment(
  db: Db,
  member: SessionMember,
  input: { answer_id?: number; answers: z.output<z.ZodObject<typeof memberAnswerFields>>[]; files: Map<number, File> },
) {
  const answers = requireCompleteAnswers(await answerableQuestions(db), input.answers);
  const answered = new Set(answers.map((a) => a.question_id));
  for (const id of input.files.keys()) if (!answered.has(id)) throw badRequest(UNKNOWN_QUESTION);
  const stored = await storeAssessmentFiles([...input.files]);
  try {
    const { result, replaced } = await withJobs(db, async (jobs) => {
      const { tx } = jobs;
      const answerId = await lockOpenAssessment(tx, member.id, input.answer_id);
      const mine = and(eq(memberAnswers.member_id, member.id), eq(memberAnswers.answer_id, answerId));
      const previous = await tx.delete(memberAnswers).where(mine).returning({ question_id: memberAnswers.question_id, proof_file: memberAnswers.proof_file });
      const kept = new Map(previous.map((p) => [p.question_id, p.proof_file]));
      await tx.insert(memberAnswers).values(
        answers.map((a) => ({
          member_id: member.id,
          answer_id: answerId,
          question_id: a.question_id,
          answer: a.answer,
          proof: a.proof,
          comment: a.comment,
          // A proof file uploaded earlier for the same question stays unless a new one replaces it.
          proof_file: stored.get(a.question_id) ?? kept.get(a.question_id) ?? null,
        })),
      );
      const replacedFiles = previous.filter((p) => stored.has(p.question_id) || !answered.has(p.question_id)).map((p) => p.proof_file);
      const result = await insertResult(tx, member.id, answerId);
      await queueResultCopy(jobs, member, result);
      return { result, replaced: replacedFiles };
    });
    await removeAll(replaced);
    return { result };
  } catch (error) {
    await removeAll(stored.values());
    throw error;
  }
}

/** POST /insert/attachment: the official document and form of the member's scored assessment; marks it finished. */
export async function saveAttachment(db: Db, member: SessionMember, input: z.output<typeof attachmentForm>) {
  const progress = await memberProgress(db, member.id);
  if (progress.state === 'questionnaire' || !progress.result) throw conflict('Эхлээд үнэлгээгээ бөглөж дуусгана уу.');
  if (progress.state === 'finished') throw conflict('Үнэлгээ аль хэдийн илгээгдсэн байна.');
  const result = progress.result;
  if ((input.result_id !== undefined && input.result_id !== result.id) || (input.answer_id !== undefined && input.answer_id !== result.answer_id)) {
    throw forbidden('Өөр үнэлгээнд файл хавсаргах боломжгүй.');
  }
  const stored = await storeAssessmentFiles([
    ['official_document', input.official_document],
    ['form', input.form],
  ] as const);
  try {
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(assessmentResults)
        .set({ finished: true })
        .where(and(eq(assessmentResults.id, result.id), eq(assessmentResults.finished, false)))
        .returning({ id: assessmentResults.id });
      if (!finished) throw conflict('Үнэлгээ аль хэдийн илгээгдсэн байна.');
      await tx.insert(assessmentAttachments).values({
        result_id: result.id,
        answer_id: result.answer_id,
        member_id: member.id,
        official_document: stored.get('official_document')!,
        form: stored.get('form')!,
        publication: input.publication,
      });
    });
  } catch (error) {
    await removeAll(stored.values());
    throw error;
  }
  return { success: true, result: { ...result, finished: true } };
}
