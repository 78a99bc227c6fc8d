import type { Scores } from '@/lib/assessment/percentages';

/** A member's assessment result as the API sends it. */
export type MemberResult = Scores & {
  id: number;
  member_id: number;
  answer_id: number;
  finished: boolean;
  created_at: string;
};

export type MemberInfo = { id: number; name: string; logo: string };

/** One row of the stored answers view (headings have pid null and no answer). */
export type { StoredAnswerRow as StoredAnswer } from '@/lib/assessment/queries';

/** The state of one sub-question on screen. */
/**
 * The state of one sub-question on screen. `file` is a proof file not yet stored on the server (Finish sends it);
 * `proof_file` is the member's link to the one stored.
 */
export type RowAnswer = { answer?: boolean; proof: boolean; comment: string; file: File | null; proof_file?: string | null };
