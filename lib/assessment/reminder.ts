import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { conflict, notFound } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { withJobs } from '@/lib/jobs';
import { letter, type Paragraph } from '@/lib/mail/letter';
import { queueMail } from '@/lib/mail/queue';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { memberCompanies } from '@/lib/logos/schema';
import { assessmentResults, memberAnswers } from './schema';

/** Staff may remind one member once a day: a nudge, not a stream of mail. */
export const REMINDER_WINDOW_SECONDS = 24 * 60 * 60;
export const REMINDED_TODAY = 'Энэ гишүүнд сүүлийн 24 цагт сануулга илгээсэн байна. Дараа дахин оролдоно уу.';
export const NOTHING_UNFINISHED = 'Энэ гишүүнд дуусаагүй үнэлгээ алга.';

/**
 * The member's unfinished assessment: 'started' when answers are saved but not submitted, 'submitted' when the
 * result waits for the signed documents, null when everything begun is finished.
 */
async function unfinishedStage(db: DbOrTx, memberId: number): Promise<'started' | 'submitted' | null> {
  const [submitted] = await db
    .select({ id: assessmentResults.id })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.member_id, memberId), eq(assessmentResults.finished, false)))
    .limit(1);
  if (submitted) return 'submitted';
  const [draft] = await db
    .select({ id: memberAnswers.id })
    .from(memberAnswers)
    .where(
      and(
        eq(memberAnswers.member_id, memberId),
        sql`not exists (select 1 from ${assessmentResults} where ${assessmentResults.member_id} = ${memberAnswers.member_id} and ${assessmentResults.answer_id} = ${memberAnswers.answer_id})`,
      ),
    )
    .limit(1);
  return draft ? 'started' : null;
}

/** The member's questionnaire in the message's language, when the public address is known. */
function assessmentLink(locale: '' | '/en'): Paragraph[] {
  const base = env().PUBLIC_URL?.replace(/\/$/, '');
  return base ? [{ link: `${base}${locale}/mm/member-assessment` }] : [];
}

/**
 * POST /remind/member-assessment: mails the member a bilingual reminder to finish their self-assessment (issue 26
 * item 1), through the mail queue so it shows in the mail log. At most one a day per member (429 otherwise); 404
 * for an unknown member, 409 when nothing is unfinished.
 */
export async function remindMember(db: Db, memberId: number) {
  const [member] = await db.select({ id: memberCompanies.id, name: memberCompanies.name, email: memberCompanies.email }).from(memberCompanies).where(eq(memberCompanies.id, memberId)).limit(1);
  if (!member) throw notFound('Гишүүн олдсонгүй.');
  const stage = await unfinishedStage(db, memberId);
  if (!stage) throw conflict(NOTHING_UNFINISHED);
  const mailId = await withJobs(db, async (jobs) => {
    // Counted in the same transaction as the mail: a reminder that failed to queue does not use up the day.
    await enforceRateLimit(jobs.tx, `assessment-reminder:${memberId}`, { limit: 1, windowSeconds: REMINDER_WINDOW_SECONDS, message: REMINDED_TODAY });
    return queueMail(
      jobs,
      letter({
        to: member.email,
        subject: 'Өөрийн үнэлгээгээ дуусгана уу / Please finish your self-assessment',
        mn: [
          `Сайн байна уу, ${member.name}.`,
          stage === 'started'
            ? 'Та хариуцлагатай уул уурхайн өөрийн үнэлгээг эхлүүлсэн боловч илгээгээгүй байна. Хадгалсан хариултууд тань хэвээр байгаа тул нэвтэрч үргэлжлүүлнэ үү.'
            : 'Таны хариуцлагатай уул уурхайн өөрийн үнэлгээний дүн бэлэн боловч албан бичиг, маягтаа хавсаргаагүй байна. Нэвтэрч хавсралтаа илгээнэ үү.',
          ...assessmentLink(''),
        ],
        en: [
          stage === 'started'
            ? 'You started the responsible-mining self-assessment but have not submitted it yet. Your saved answers are waiting: sign in to continue.'
            : 'Your responsible-mining self-assessment result is ready, but the official letter and form are not attached yet. Sign in to send them.',
          ...assessmentLink('/en'),
        ],
      }),
      { kind: 'assessment-reminder', related: `member ${memberId}` },
    );
  });
  return { success: true, mailId };
}
