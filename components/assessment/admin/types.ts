import type { AssessmentGroup } from '@/lib/assessment/groups';

export type QuestionsAnswer = { result: AssessmentGroup[] };
/** A question as the editor handles it. */
export type EditableQuestion = { id: number; cid: string; question: string; question_en?: string };
