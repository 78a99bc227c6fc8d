'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RowAnswer } from '../types';
import { fileProblem, UPLOAD_ACCEPT } from '../files';
import styles from '../assessment.module.css';

/** A member's optional proof file and comment for one sub-question. */
export function ProofFields({ id, value, onChange }: { id: string; value: RowAnswer | undefined; onChange: (patch: Partial<RowAnswer>) => void }) {
  const t = useTranslations('assessment.questionnaire');
  const [problem, setProblem] = useState<'fileTooLarge' | 'fileWrongType' | null>(null);
  return (
    <div className={styles.memberExtras}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {t('proofFile')}
        </label>
        <div className={styles.fileLine}>
          <input
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const issue = file ? fileProblem(file) : null;
              setProblem(issue);
              if (issue) e.target.value = '';
              onChange({ file: issue ? null : file, ...(file && !issue ? { proof: true } : {}) });
            }}
          />
        </div>
        <p id={`${id}-file-hint`} className={styles.hint}>
          {t('proofFileHint')}
        </p>
        {problem && (
          <p className={styles.error} role="alert">
            {t(problem)}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          {t('comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          maxLength={2000}
          value={value?.comment ?? ''}
          onChange={(e) => onChange({ comment: e.target.value })}
        />
      </div>
    </div>
  );
}
