import type { Locale } from '@/lib/i18n/routing';
import { compareIndex, headingIndexOf, mainIndexOf, parentIndex } from './index-rules';
import { sectionTitle } from './sections';

export type QuestionRow = { id: number; cid: string; pid: string | null; question: string; question_en?: string; guidance?: string; guidance_en?: string };
/** The back office's extra texts of a question (both languages and the improvement guidance). */
type EditorTexts = { question_en?: string; guidance?: string; guidance_en?: string };
export type ChildQuestion = { id: number; cid: string; question: string } & EditorTexts;
export type HeadingQuestion = { id: number | null; cid: string; question: string; children: ChildQuestion[] } & EditorTexts;
/** One page of the questionnaire: a section (main index) with its headings and their sub-questions. */
export type AssessmentGroup = { mainIndex: string; mainTitle: string; questions: HeadingQuestion[] };

const textIn = (row: QuestionRow, locale: Locale) => (locale === 'en' && row.question_en ? row.question_en : row.question);

/**
 * Groups question rows as the questionnaire shows them: section → heading (two-part index) → sub-questions.
 * A sub-question whose heading row is missing still shows, under an untitled heading with its index.
 * The back office asks for both languages and the guidance (withEnglish) to edit them.
 */
export function buildGroups(rows: QuestionRow[], locale: Locale = 'mn', withEnglish = false): AssessmentGroup[] {
  const texts = (row: QuestionRow) => ({
    question: textIn(row, locale),
    ...(withEnglish ? { question_en: row.question_en ?? '', guidance: row.guidance ?? '', guidance_en: row.guidance_en ?? '' } : {}),
  });
  const sorted = [...rows].sort((a, b) => compareIndex(a.cid, b.cid));
  const groups = new Map<string, AssessmentGroup>();
  const headings = new Map<string, HeadingQuestion>();
  const headingFor = (cid: string, row?: QuestionRow) => {
    const key = headingIndexOf(cid);
    let heading = headings.get(key);
    if (!heading) {
      heading = { id: null, cid: key, question: '', children: [] };
      headings.set(key, heading);
      const main = mainIndexOf(key);
      let group = groups.get(main);
      if (!group) {
        group = { mainIndex: main, mainTitle: sectionTitle(main, locale), questions: [] };
        groups.set(main, group);
      }
      group.questions.push(heading);
    }
    if (row) Object.assign(heading, { id: row.id, ...texts(row) });
    return heading;
  };
  for (const row of sorted) {
    if (parentIndex(row.cid) === null) headingFor(row.cid, row);
    else headingFor(row.cid).children.push({ id: row.id, cid: row.cid, ...texts(row) });
  }
  return [...groups.values()];
}

/** Every answerable sub-question of the groups, in order. */
export function childrenOf(groups: AssessmentGroup[]): ChildQuestion[] {
  return groups.flatMap((g) => g.questions.flatMap((q) => q.children));
}

/** Only what can be answered: headings without sub-questions and sections left empty are dropped. */
export function answerableGroups(groups: AssessmentGroup[]): AssessmentGroup[] {
  return groups
    .map((g) => ({ ...g, questions: g.questions.filter((q) => q.children.length > 0) }))
    .filter((g) => g.questions.length > 0);
}
