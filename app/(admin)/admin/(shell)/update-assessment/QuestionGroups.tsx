'use client';

import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import type { EditableQuestion } from './resource';
import styles from './questions.module.css';

/** Modes A and B: sections → headings → sub-questions; in B each question has edit and delete. */
export function QuestionGroups({ groups, editable, onEdit, onDelete }: {
  groups: AssessmentGroup[];
  editable: boolean;
  onEdit: (q: EditableQuestion) => void;
  onDelete: (q: EditableQuestion) => void;
}) {
  const t = useTranslations('admin.assessment.questions');
  const line = (q: Omit<EditableQuestion, 'id'> & { id: number | null }) => {
    const target = q.id === null ? null : { ...q, id: q.id };
    return (
    <div className={styles.questionLine}>
      <span className={styles.cid}>{q.cid}</span>
      <span className={styles.grow}>{q.question || <em className={ui.muted}>{t('noHeading')}</em>}</span>
      {editable && target && (
        <span className={ui.actions}>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onEdit(target)} aria-label={`${t('edit')} ${q.cid}`}>
            {t('edit')}
          </button>
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onDelete(target)} aria-label={`${t('delete')} ${q.cid}`}>
            {t('delete')}
          </button>
        </span>
      )}
    </div>
    );
  };
  return (
    <div className={styles.groups}>
      {groups.map((g) => (
        <section key={g.mainIndex} className={ui.card} aria-labelledby={`section-${g.mainIndex}`}>
          <h2 id={`section-${g.mainIndex}`} className={styles.groupTitle}>
            {g.mainIndex}. {g.mainTitle}
          </h2>
          <ol className={styles.questions}>
            {g.questions.map((q) => (
              <li key={q.cid}>
                {line(q)}
                {q.children.length > 0 && (
                  <ol className={styles.children}>
                    {q.children.map((c) => (
                      <li key={c.id}>{line(c)}</li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
