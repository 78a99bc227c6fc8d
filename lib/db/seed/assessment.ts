import { assessmentAttachments, assessmentQuestions, assessmentResults, memberAnswers, openAnswers, openRespondents } from '@/lib/assessment/schema';
import { seedAssessmentQuestions } from '@/lib/assessment/seed';
import { parentIndex } from '@/lib/assessment/index-rules';
import { scoreAnswers } from '@/lib/assessment/percentages';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { seedFiles } from './assets';
import { daysFrom } from './time';
import { insertRows } from './insert';
import { phoneNumber } from './content/people';

const RESPONDENTS = [
  ['Бөөрөлж Эксплорэйшн ХХК', 'info@buurulj.mn'],
  ['Цогт Дриллинг ХХК', 'drill@tsogt.mn'],
  ['Хүслэн Академи', 'academy@khuslen.edu.mn'],
  ['Ирмүүн Кэмп Сервис ХХК', 'camp@irmuun.mn'],
  ['Орхон Эквипмент ХХК', 'sales@orkhon-equipment.mn'],
  ['Туул Констракшн ХХК', 'office@tuul-construction.mn'],
] as const;

type Requirement = { id: number; cid: string };
type Answer = { question_id: number; cid: string; answer: boolean; proof: boolean };

function answersFor(requirements: Requirement[], rand: Random, yesRate: number): Answer[] {
  return requirements.map(({ id, cid }) => {
    const answer = rand.chance(yesRate);
    return { question_id: id, cid, answer, proof: answer && rand.chance(0.6) };
  });
}

/**
 * The questionnaire of the assessment domain (lib/assessment/seed.ts: five sections, two headings each,
 * thirty requirements), six open respondents, and two member assessments: member 3 finished with its
 * attachment, member 4 with a saved result and no attachment yet. Members 1 and 2 start fresh.
 */
export async function seedAssessment(tx: Tx, rand: Random, now: Date) {
  await seedAssessmentQuestions(tx);
  const rows = await tx.select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid }).from(assessmentQuestions).orderBy(assessmentQuestions.id);
  const requirements = rows.filter((row) => parentIndex(row.cid) !== null);

  for (const [i, [name, email]] of RESPONDENTS.entries()) {
    const [respondent] = await tx
      .insert(openRespondents)
      .values({ name, email, phone_number: phoneNumber(i + 40), created_at: daysFrom(now, -i * 17 - 3, 11 + i) })
      .returning({ id: openRespondents.id });
    const answers = answersFor(requirements, rand, 0.45 + i * 0.08);
    await insertRows(tx, openAnswers, answers.map(({ question_id, answer, proof }) => ({ respondent_id: respondent.id, question_id, answer, proof })));
  }

  for (const [memberId, finished] of [[3, true], [4, false]] as const) {
    const answers = answersFor(requirements, rand, finished ? 0.8 : 0.6);
    const created_at = daysFrom(now, finished ? -40 : -9, 15);
    await insertRows(
      tx,
      memberAnswers,
      answers.map(({ question_id, answer, proof }, i) => ({
        member_id: memberId,
        answer_id: 1,
        question_id,
        answer,
        proof,
        proof_file: proof && i % 3 === 0 ? seedFiles.documentPdf(i) : null,
        comment: answer ? '' : 'Ирэх онд хэрэгжүүлэхээр төлөвлөсөн.',
        created_at,
      })),
    );
    const [result] = await tx
      .insert(assessmentResults)
      .values({ member_id: memberId, answer_id: 1, ...scoreAnswers(answers), finished, created_at })
      .returning({ id: assessmentResults.id });
    if (finished) {
      await tx.insert(assessmentAttachments).values({
        result_id: result.id,
        answer_id: 1,
        member_id: memberId,
        official_document: seedFiles.documentPdf(0),
        form: seedFiles.documentPdf(2),
        publication: true,
        created_at,
      });
    }
  }
}
