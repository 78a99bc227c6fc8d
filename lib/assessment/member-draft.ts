import 'server-only';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { memberAnswers } from './schema';
import { answerableQuestions } from './queries';
import { requireKnownOnce } from './answer-set';
import { lockOpenAssessment, openAnswerId } from './commands-member';
import { fileLink } from './proof-files';
import type { SessionMember } from './member-session';
import type { memberDraftBody } from './validators';

/**
 * POST /save/member-draft: saves the given rows of the member's open assessment as they are on screen (answer
 * null until yes or no is chosen), leaving their proof files and every other row alone. Only the session's
 * member and only their open assessment: the key is built here, never taken from the client.
 */
export async function saveMemberDraft(db: Db, member: SessionMember, input: z.output<typeof memberDraftBody>) {
  const rows = requireKnownOnce(await answerableQuestions(db), input.answers);
  const answerId = await db.transaction(async (tx) => {
    const open = await lockOpenAssessment(tx, member.id);
    await tx
      .insert(memberAnswers)
      .values(rows.map((r) => ({ member_id: member.id, answer_id: open, question_id: r.question_id, answer: r.answer, proof: r.proof, comment: r.comment })))
      .onConflictDoUpdate({
        target: [memberAnswers.member_id, memberAnswers.answer_id, memberAnswers.question_id],
        set: { answer: sql`excluded.answer`, proof: sql`excluded.proof`, comment: sql`excluded.comment` },
      });
    return open;
  });
  return { success: true, answer_id: answerId, saved: rows.length };
}

/** GET /get/member-draft: what the member has saved of their open assessment, proof files as their private links. */
export async function memberDraft(db: DbOrTx, memberId: number) {
  const answerId = await openAnswerId(db, memberId);
  const rows = await db
    .select({ question_id: memberAnswers.question_id, answer: memberAnswers.answer, proof: memberAnswers.proof, comment: memberAnswers.comment, proof_file: memberAnswers.proof_file })
    .from(memberAnswers)
    .where(and(eq(memberAnswers.member_id, memberId), eq(memberAnswers.answer_id, answerId)));
  return { answer_id: answerId, answers: rows.map((r) => ({ ...r, proof_file: fileLink(r.proof_file, 'mm') })) };
}
