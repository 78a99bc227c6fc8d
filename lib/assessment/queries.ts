import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { cached, TAGS } from '@/lib/cache';
import { limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import type { ListSql } from '@/lib/api/list-query';
import { listPage } from '@/lib/api/list-page';
import type { Locale } from '@/lib/i18n/routing';
import { memberCompanies } from '@/lib/logos/schema';
import { assessmentAttachments, assessmentQuestions, assessmentResults, memberAnswers, openAnswers, openRespondents } from './schema';
import { answerableGroups, buildGroups, type AssessmentGroup, type QuestionRow } from './groups';
import { compareIndex, headingIndexOf, parentIndex } from './index-rules';
import { percent } from './percentages';
import { ubDay } from '@/lib/site/ulaanbaatar-time';

export function listQuestionRows(db: DbOrTx): Promise<QuestionRow[]> {
  return db
    .select({
      id: assessmentQuestions.id,
      cid: assessmentQuestions.cid,
      pid: assessmentQuestions.pid,
      question: assessmentQuestions.question,
      question_en: assessmentQuestions.question_en,
      guidance: assessmentQuestions.guidance,
      guidance_en: assessmentQuestions.guidance_en,
    })
    .from(assessmentQuestions);
}

export async function assessmentGroups(db: DbOrTx, locale: Locale = 'mn', withEnglish = false): Promise<AssessmentGroup[]> {
  return buildGroups(await listQuestionRows(db), locale, withEnglish);
}

/** The questionnaire for public pages and GET /get/assessment (answerable parts only), cached until a question changes. */
export const publicAssessmentGroups = cached(
  async (locale: Locale) => answerableGroups(await assessmentGroups(await getDb(), locale)),
  'assessment-groups',
  [TAGS.assessment],
);

/** The answerable sub-questions: id → cid. */
export async function answerableQuestions(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid }).from(assessmentQuestions);
  return new Map(rows.filter((r) => parentIndex(r.cid) !== null).map((r) => [r.id, r.cid]));
}

export async function findActiveMemberByEmail(db: DbOrTx, email: string) {
  const [member] = await db
    .select({ id: memberCompanies.id, name: memberCompanies.name, email: memberCompanies.email, logo: memberCompanies.logo })
    .from(memberCompanies)
    .where(and(sql`lower(${memberCompanies.email}) = ${email.trim().toLowerCase()}`, eq(memberCompanies.active, true)))
    .limit(1);
  return member ?? null;
}

export type AssessmentResult = typeof assessmentResults.$inferSelect;
export type MemberState = 'questionnaire' | 'result' | 'finished';

/** The Ulaanbaatar calendar year of an instant: members self-assess once a year. */
const ubYear = (instant: Date | string) => ubDay(instant).slice(0, 4);

/**
 * Where a member stands: the latest result decides. Finished this (Ulaanbaatar) year → done; finished in an
 * earlier year → this year's questionnaire; a result without attachments → the attachment step; none → a new
 * questionnaire. A new questionnaire is numbered answer_id + 1.
 */
export async function memberProgress(db: DbOrTx, memberId: number, now = new Date()): Promise<{ answer_id: number; result: AssessmentResult | null; state: MemberState }> {
  const [latest] = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.member_id, memberId))
    .orderBy(desc(assessmentResults.answer_id))
    .limit(1);
  if (!latest) return { answer_id: 0, result: null, state: 'questionnaire' };
  if (!latest.finished) return { answer_id: latest.answer_id, result: latest, state: 'result' };
  return { answer_id: latest.answer_id, result: latest, state: ubYear(latest.created_at) < ubYear(now) ? 'questionnaire' : 'finished' };
}

export type StoredAnswerRow = {
  cid: string;
  pid: string | null;
  question: string;
  question_en: string;
  /** The question's improvement guidance (shown for 'no' answers). */
  guidance: string;
  guidance_en: string;
  answer: boolean | null;
  proof: boolean | null;
  proof_file: string | null;
  comment: string | null;
};

async function resultOf(db: DbOrTx, memberId: number, answerId: number) {
  const [result] = await db
    .select({ result: assessmentResults, name: memberCompanies.name, logo: memberCompanies.logo, email: memberCompanies.email })
    .from(assessmentResults)
    .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentResults.member_id))
    .where(and(eq(assessmentResults.member_id, memberId), eq(assessmentResults.answer_id, answerId)))
    .limit(1);
  return result ? { ...result.result, name: result.name, logo: result.logo, email: result.email } : null;
}

/** Headings (pid null) of the given sub-question indexes, so stored answers read in context. */
async function headingRows(db: DbOrTx, cids: string[]) {
  const headings = [...new Set(cids.map(headingIndexOf))];
  if (headings.length === 0) return [];
  return db
    .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid, question: assessmentQuestions.question, question_en: assessmentQuestions.question_en })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.cid, headings));
}

/** A member's stored answers of one assessment (headings included) and its result. */
export async function memberAnswersView(db: DbOrTx, memberId: number, answerId: number) {
  const answered = await db
    .select({
      cid: assessmentQuestions.cid,
      pid: assessmentQuestions.pid,
      question: assessmentQuestions.question,
      question_en: assessmentQuestions.question_en,
      guidance: assessmentQuestions.guidance,
      guidance_en: assessmentQuestions.guidance_en,
      answer: memberAnswers.answer,
      proof: memberAnswers.proof,
      proof_file: memberAnswers.proof_file,
      comment: memberAnswers.comment,
    })
    .from(memberAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
    .where(and(eq(memberAnswers.member_id, memberId), eq(memberAnswers.answer_id, answerId)));
  const headings: StoredAnswerRow[] = (await headingRows(db, answered.map((a) => a.cid))).map((h) => ({
    cid: h.cid,
    pid: null,
    question: h.question,
    question_en: h.question_en,
    guidance: '',
    guidance_en: '',
    answer: null,
    proof: null,
    proof_file: null,
    comment: null,
  }));
  const answers: StoredAnswerRow[] = [...headings, ...answered].sort((a, b) => compareIndex(a.cid, b.cid));
  return { answers, result: await resultOf(db, memberId, answerId) };
}

export async function memberAttachment(db: DbOrTx, memberId: number, answerId: number) {
  const [attachment] = await db
    .select({
      id: assessmentAttachments.id,
      official_document: assessmentAttachments.official_document,
      form: assessmentAttachments.form,
      publication: assessmentAttachments.publication,
      created_at: assessmentAttachments.created_at,
    })
    .from(assessmentAttachments)
    .where(and(eq(assessmentAttachments.member_id, memberId), eq(assessmentAttachments.answer_id, answerId)))
    .limit(1);
  return attachment ?? null;
}

/** The proof files and attachments of one member assessment (admin files dialog). */
export async function memberFiles(db: DbOrTx, memberId: number, answerId: number) {
  const files = (
    await db
      .select({ cid: assessmentQuestions.cid, proof_file: memberAnswers.proof_file })
      .from(memberAnswers)
      .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, memberAnswers.question_id))
      .where(and(eq(memberAnswers.member_id, memberId), eq(memberAnswers.answer_id, answerId), sql`${memberAnswers.proof_file} IS NOT NULL`))
  ).sort((a, b) => compareIndex(a.cid, b.cid));
  return { files, result: await resultOf(db, memberId, answerId), attachment: await memberAttachment(db, memberId, answerId) };
}

const paging = { page: pageParam, limit: limitParam(10) };

export const openRespondentListSpec = defineList({ id: openRespondents.id, shape: paging, rows: 'respondents', file: 'assessment-respondents' }, {
  name: { sql: openRespondents.name, kind: 'text', label: 'Нэр' },
  email: { sql: openRespondents.email, kind: 'text', label: 'Цахим шуудан' },
  phone_number: { sql: openRespondents.phone_number, kind: 'text', label: 'Утас' },
  created_at: { sql: openRespondents.created_at, kind: 'date', label: 'Огноо' },
});

export async function openRespondentsPage(db: DbOrTx, page: number, limit: number, list?: ListSql) {
  const { rows: respondents, total } = await listPage(db, openRespondents, { page, limit, order: [desc(openRespondents.created_at), desc(openRespondents.id)] }, list);
  return { respondents, total, totalPages: totalPages(total, limit) };
}

export type AnsweredChild = { id: number; cid: string; question: string; answer: boolean; proof: boolean };
export type AnsweredGroup = Omit<AssessmentGroup, 'questions'> & {
  questions: { id: number | null; cid: string; question: string; children: AnsweredChild[] }[];
};

/** One open respondent's answers grouped by section and heading, with the totals; null when unknown. */
export async function openAnswerDetails(db: DbOrTx, respondentId: number) {
  const [respondent] = await db.select().from(openRespondents).where(eq(openRespondents.id, respondentId)).limit(1);
  if (!respondent) return null;
  const answered = await db
    .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid, question: assessmentQuestions.question, answer: openAnswers.answer, proof: openAnswers.proof })
    .from(openAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, openAnswers.question_id))
    .where(eq(openAnswers.respondent_id, respondentId));
  const headings = await headingRows(db, answered.map((a) => a.cid));
  const byId = new Map(answered.map((a) => [a.id, a]));
  const groups = buildGroups([...headings.map((h) => ({ ...h, pid: null })), ...answered.map((a) => ({ ...a, pid: parentIndex(a.cid) }))]);
  const answer: AnsweredGroup[] = groups.map((g) => ({
    ...g,
    questions: g.questions.map((q) => ({
      ...q,
      children: q.children.map((c) => ({ ...c, answer: byId.get(c.id)!.answer, proof: byId.get(c.id)!.proof })),
    })),
  }));
  const totalYes = answered.filter((a) => a.answer).length;
  return {
    respondent,
    answer,
    totalPercentage: percent(totalYes, answered.length),
    totalCount: answered.length,
    totalYes,
    totalNo: answered.length - totalYes,
  };
}
