'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ChildQuestion } from '@/lib/assessment/groups';
import type { RowAnswer } from '../types';
import styles from '../assessment.module.css';

/** One sub-question: yes/no, the proof checkbox and, for members, their evidence (proof file and comment). */
export function ChildRow({ child, value, missing, evidence, onChange }: {
  child: ChildQuestion;
  value: RowAnswer | undefined;
  missing: boolean;
  evidence?: ReactNode;
  onChange: (patch: Partial<RowAnswer>) => void;
}) {
  const t = useTranslations('assessment.questionnaire');
  const name = `q-${child.id}`;
  return (
    <fieldset className={`${styles.row} ${missing ? styles.rowMissing : ''}`} data-missing={missing || undefined} data-question={child.cid}>
      <legend className={styles.rowQuestion}>
        <span className={styles.cid}>{child.cid}</span>
        {child.question}
        {missing && <span className="visually-hidden"> ({t('unanswered')})</span>}
      </legend>
      <div className={styles.options}>
        <label className={styles.option}>
          <input type="radio" id={`${name}-yes`} name={name} checked={value?.answer === true} onChange={() => onChange({ answer: true })} />
          {t('yes')}
        </label>
        <label className={styles.option}>
          <input type="radio" id={`${name}-no`} name={name} checked={value?.answer === false} onChange={() => onChange({ answer: false })} />
          {t('no')}
        </label>
        <label className={styles.option}>
          <input type="checkbox" checked={value?.proof ?? false} onChange={(e) => onChange({ proof: e.target.checked })} />
          {t('proof')}
        </label>
      </div>
      {evidence}
    </fieldset>
  );
}
