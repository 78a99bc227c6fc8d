import 'server-only';
import type { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { openAnswers, openRespondents } from './schema';
import { answerableQuestions } from './queries';
import { requireCompleteAnswers } from './answer-set';
import { scoreAnswers } from './percentages';
import type { openSubmission } from './validators';

/** Saves an open self-assessment (respondent and every answer) in one transaction and returns its score. */
export async function submitOpenAssessment(db: Db, input: z.output<typeof openSubmission>) {
  const answers = requireCompleteAnswers(await answerableQuestions(db), input.answers);
  const id = await db.transaction(async (tx) => {
    const [respondent] = await tx
      .insert(openRespondents)
      .values({ name: input.name, email: input.email, phone_number: input.phone_number })
      .returning({ id: openRespondents.id });
    await tx.insert(openAnswers).values(answers.map((a) => ({ respondent_id: respondent!.id, question_id: a.question_id, answer: a.answer, proof: a.proof })));
    return respondent!.id;
  });
  const { main_percentage, total_true, total_false } = scoreAnswers(answers);
  return { id, result: { main_percentage, total_true, total_false } };
}
