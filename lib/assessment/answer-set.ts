import { badRequest } from '@/lib/api/errors';

export const ALL_REQUIRED = 'Бүх асуултанд хариулна уу.';
export const UNKNOWN_QUESTION = 'Асуулт олдсонгүй. Хуудсаа дахин ачаална уу.';
export const ONE_ANSWER_EACH = 'Нэг асуултад нэг л хариулт өгнө.';

/** Every answer names an answerable sub-question, each at most once; returns each answer with its question index. */
export function requireKnownOnce<A extends { question_id: number }>(answerable: Map<number, string>, answers: A[]): (A & { cid: string })[] {
  const seen = new Set<number>();
  return answers.map((a) => {
    const cid = answerable.get(a.question_id);
    if (!cid) throw badRequest(UNKNOWN_QUESTION);
    if (seen.has(a.question_id)) throw badRequest(ONE_ANSWER_EACH);
    seen.add(a.question_id);
    return { ...a, cid };
  });
}

/**
 * A submission must answer every sub-question of the questionnaire exactly once and nothing else;
 * returns each answer with its question index.
 */
export function requireCompleteAnswers<A extends { question_id: number }>(answerable: Map<number, string>, answers: A[]): (A & { cid: string })[] {
  const out = requireKnownOnce(answerable, answers);
  if (out.length !== answerable.size) throw badRequest(ALL_REQUIRED);
  return out;
}
