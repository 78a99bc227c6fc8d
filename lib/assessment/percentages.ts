import { mainIndexOf } from './index-rules';
import { SECTION_KEYS } from './sections';

/** A saved answer; null is a draft row whose yes/no is not chosen yet, which counts as unanswered. */
export type ScoredAnswer = { cid: string; answer: boolean | null };

export type Scores = {
  main_percentage: number;
  first_section_per: number;
  second_section_per: number;
  third_section_per: number;
  fourth_section_per: number;
  fifth_section_per: number;
  total_true: number;
  total_false: number;
};

export const SECTION_FIELDS = [
  'first_section_per',
  'second_section_per',
  'third_section_per',
  'fourth_section_per',
  'fifth_section_per',
] as const;

/** A whole-number percentage; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 100) / whole);
}

/**
 * The result of a set of saved answers: main = yes / all answers; each of the five sections = yes / answers
 * saved in that section (0 when the section has none). Unanswered rows (answer null) are left out.
 */
export function scoreAnswers(saved: ScoredAnswer[]): Scores {
  const answers = saved.filter((a) => a.answer !== null);
  const yes = answers.filter((a) => a.answer).length;
  const sections = Object.fromEntries(
    SECTION_KEYS.map((key, i) => {
      const inSection = answers.filter((a) => mainIndexOf(a.cid) === key);
      return [SECTION_FIELDS[i], percent(inSection.filter((a) => a.answer).length, inSection.length)];
    }),
  ) as Record<(typeof SECTION_FIELDS)[number], number>;
  return { main_percentage: percent(yes, answers.length), ...sections, total_true: yes, total_false: answers.length - yes };
}
