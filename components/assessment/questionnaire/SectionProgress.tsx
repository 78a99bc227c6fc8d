'use client';

import { useTranslations } from 'next-intl';
import type { Questionnaire } from './useQuestionnaire';
import styles from '../assessment.module.css';

/** How many sub-questions of each section are answered, so a member coming back sees where they stopped. */
export function SectionProgress({ q }: { q: Questionnaire }) {
  const t = useTranslations('assessment.questionnaire');
  return (
    <ol className={styles.sections} aria-label={t('sectionsLabel')}>
      {q.groups.map((g, i) => {
        const children = g.questions.flatMap((h) => h.children);
        const answered = children.filter((c) => q.answers[c.id]?.answer !== undefined).length;
        const done = answered === children.length;
        return (
          <li key={g.mainIndex} className={done ? styles.sectionDone : undefined} aria-current={i === q.page ? 'step' : undefined}>
            <span className="visually-hidden">{t('sectionProgress', { section: g.mainIndex, answered, total: children.length })}</span>
            <span aria-hidden="true">
              {g.mainIndex}. {answered}/{children.length}
            </span>
            <span className={styles.sectionBar} aria-hidden="true" style={{ inlineSize: `${children.length ? (answered * 100) / children.length : 0}%` }} />
          </li>
        );
      })}
    </ol>
  );
}
