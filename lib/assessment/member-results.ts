import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { memberCompanies } from '@/lib/logos/schema';
import { assessmentAttachments, assessmentResults, memberAnswers } from './schema';
import { MEMBER_ASSESSMENT_STATUSES, type MemberAssessmentStatus } from './member-status';

const qb = new QueryBuilder();

/** Every assessment a member has begun: answer rows saved (a draft or a submission) or a scored result. */
const answerSets = qb
  .selectDistinct({ member_id: memberAnswers.member_id, answer_id: memberAnswers.answer_id })
  .from(memberAnswers)
  .union(qb.select({ member_id: assessmentResults.member_id, answer_id: assessmentResults.answer_id }).from(assessmentResults))
  .as('answer_sets');

const inThisSet = sql`${memberAnswers.member_id} = ${answerSets.member_id} and ${memberAnswers.answer_id} = ${answerSets.answer_id}`;

/**
 * A row's id: the result's, or for a draft (no result yet) its first saved answer's, negated so the two never
 * meet. Stable across pages and sorts, which is all the grid needs of it.
 */
const rowId = sql<number>`coalesce(${assessmentResults.id}, -(select min(${memberAnswers.id}) from ${memberAnswers} where ${inThisSet}))`;
/** A draft's date: when its newest answer row was first saved. */
const createdAt = sql<Date>`coalesce(${assessmentResults.created_at}, (select max(${memberAnswers.created_at}) from ${memberAnswers} where ${inThisSet}))`;
const status = sql<MemberAssessmentStatus>`case when ${assessmentResults.id} is null then 'started' when ${assessmentResults.finished} then 'finished' else 'submitted' end`;
const publication = sql<boolean>`coalesce(${assessmentAttachments.publication}, false)`;
const percentage = sql<number>`coalesce(${assessmentResults.main_percentage}, 0)`;

export const memberResultListSpec = defineList({ id: rowId, shape: { page: pageParam, limit: limitParam(10) }, rows: 'respondents', file: 'member-assessments' }, {
  name: { sql: memberCompanies.name, kind: 'text', label: 'Байгууллага' },
  email: { sql: memberCompanies.email, kind: 'text', label: 'Цахим шуудан' },
  main_percentage: { sql: percentage, kind: 'number', label: 'Нийт хувь' },
  status: { sql: status, kind: 'enum', values: MEMBER_ASSESSMENT_STATUSES, label: 'Төлөв' },
  finished: { sql: sql<boolean>`coalesce(${assessmentResults.finished}, false)`, kind: 'boolean', label: 'Дууссан' },
  publication: { sql: publication, kind: 'boolean', label: 'Нийтлэх' },
  created_at: { sql: createdAt, kind: 'date', label: 'Огноо' },
});

/**
 * Member assessments for the admin grid, newest first: submitted results (publication is false until the
 * documents are sent) and drafts started but not submitted (percentage 0, status 'started').
 */
export async function memberResultsPage(db: DbOrTx, page: number, limit: number, list?: ListSql) {
  const base = () =>
    db
      .select({
        id: rowId,
        name: memberCompanies.name,
        email: memberCompanies.email,
        created_at: createdAt,
        publication,
        finished: sql<boolean>`coalesce(${assessmentResults.finished}, false)`,
        status,
        main_percentage: percentage,
        answer_id: answerSets.answer_id,
        member_id: answerSets.member_id,
      })
      .from(answerSets)
      .innerJoin(memberCompanies, eq(memberCompanies.id, answerSets.member_id))
      .leftJoin(assessmentResults, and(eq(assessmentResults.member_id, answerSets.member_id), eq(assessmentResults.answer_id, answerSets.answer_id)))
      .leftJoin(assessmentAttachments, eq(assessmentAttachments.result_id, assessmentResults.id))
      .where(list?.where);
  const [{ total }] = (await db.select({ total: count() }).from(base().as('listed'))) as [{ total: number }];
  const respondents = await base()
    .orderBy(...orderOr(list, [desc(createdAt), desc(rowId)]))
    .limit(limit)
    .offset((page - 1) * limit);
  return { respondents, total, totalPages: totalPages(total, limit) };
}
