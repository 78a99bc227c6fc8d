import { assessmentAttachments, assessmentQuestions, assessmentResults, memberAnswers, openAnswers, openRespondents } from '@/lib/assessment/schema';
import { seedAssessmentQuestions } from '@/lib/assessment/seed';
import { parentIndex } from '@/lib/assessment/index-rules';
import { scoreAnswers } from '@/lib/assessment/percentages';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { seedFiles } from './assets';
import { daysFrom } from './time';
import { ubDay, ubDayStart } from '@/lib/site/ulaanbaatar-time';
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

/** The instant, moved to 2 January (Ulaanbaatar) of `now`'s year when it falls in an earlier year. */
function thisYear(instant: Date, now: Date): Date {
  const start = ubDayStart(`${ubDay(now).slice(0, 4)}-01-02`);
  return instant < start ? new Date(Math.min(start.getTime() + 15 * 3600_000, now.getTime())) : instant;
}

/**
 * Member assessments: [member id, [days ago, share of 'yes', finished] per yearly assessment, oldest first].
 * Member 3 has come back for three years (its history); six members have finished, so the members' median
 * shows; member 4 has a saved result and no attachment yet. Members 1 and 2 start fresh (the demo signs in as 1).
 */
const MEMBER_ASSESSMENTS: [number, [number, number, boolean][]][] = [
  [3, [[-770, 0.45, true], [-400, 0.62, true], [-40, 0.8, true]]],
  [4, [[-9, 0.6, false]]],
  [5, [[-65, 0.55, true]]],
  [7, [[-120, 0.7, true]]],
  [8, [[-30, 0.4, true]]],
  [9, [[-75, 0.85, true]]],
  [10, [[-18, 0.65, true]]],
];

/**
 * The questionnaire of the assessment domain (lib/assessment/seed.ts: five sections, two headings each,
 * thirty requirements), six open respondents, and the member assessments above.
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

  for (const [memberId, assessments] of MEMBER_ASSESSMENTS) {
    for (const [i, [daysAgo, yesRate, finished]] of assessments.entries()) {
      const answerId = i + 1;
      const answers = answersFor(requirements, rand, yesRate);
      // The latest finished assessment falls in the current year (a finished one from last year reopens the
      // questionnaire for this year), so the demo's member 3 shows this year beside the earlier ones.
      const created_at = i === assessments.length - 1 ? thisYear(daysFrom(now, daysAgo, 15), now) : daysFrom(now, daysAgo, 15);
      await insertRows(
        tx,
        memberAnswers,
        answers.map(({ question_id, answer, proof }, n) => ({
          member_id: memberId,
          answer_id: answerId,
          question_id,
          answer,
          proof,
          proof_file: proof && n % 3 === 0 ? seedFiles.documentPdf(n) : null,
          comment: answer ? '' : 'Ирэх онд хэрэгжүүлэхээр төлөвлөсөн.',
          created_at,
        })),
      );
      const [result] = await tx
        .insert(assessmentResults)
        .values({ member_id: memberId, answer_id: answerId, ...scoreAnswers(answers), finished, created_at })
        .returning({ id: assessmentResults.id });
      if (finished) {
        await tx.insert(assessmentAttachments).values({
          result_id: result.id,
          answer_id: answerId,
          member_id: memberId,
          official_document: seedFiles.documentPdf(0),
          form: seedFiles.documentPdf(2),
          publication: true,
          created_at,
        });
      }
    }
  }
}
