import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { assessmentResults } from './schema';
import { SECTION_FIELDS } from './percentages';

/** The percentages a result is compared on: overall and the five sections. */
export const COMPARED_FIELDS = ['main_percentage', ...SECTION_FIELDS] as const;
type Compared = (typeof COMPARED_FIELDS)[number];
export type Percentages = Record<Compared, number>;

/** Below this many members with a finished assessment no benchmark is shown: a median of fewer could point at one. */
export const BENCHMARK_MIN_MEMBERS = 5;

const percentagesOf = (row: Percentages): Percentages => Object.fromEntries(COMPARED_FIELDS.map((f) => [f, row[f]])) as Percentages;

/** Every assessment of one member, oldest first: its date, whether it was finished, and its percentages. */
export async function memberHistory(db: DbOrTx, memberId: number) {
  const rows = await db.select().from(assessmentResults).where(eq(assessmentResults.member_id, memberId)).orderBy(asc(assessmentResults.answer_id));
  return rows.map((row) => ({ answer_id: row.answer_id, created_at: row.created_at, finished: row.finished, ...percentagesOf(row) }));
}

/** The middle value (the mean of the two middle ones for an even count), rounded to a whole percent. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The members' median per percentage over each member's latest finished assessment, or null while fewer than
 * BENCHMARK_MIN_MEMBERS have one. Only medians and the count leave this function, never a member's own figures.
 */
export async function peerBenchmark(db: DbOrTx): Promise<(Percentages & { members: number }) | null> {
  const finished = await db
    .selectDistinctOn([assessmentResults.member_id])
    .from(assessmentResults)
    .where(eq(assessmentResults.finished, true))
    .orderBy(assessmentResults.member_id, desc(assessmentResults.answer_id));
  if (finished.length < BENCHMARK_MIN_MEMBERS) return null;
  const medians = Object.fromEntries(COMPARED_FIELDS.map((f) => [f, median(finished.map((row) => row[f]))])) as Percentages;
  return { ...medians, members: finished.length };
}
