'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { mmFetch } from '../api';
import type { MemberResult, StoredAnswer } from '../types';
import styles from '../assessment.module.css';

/**
 * The improvement list: every requirement the member answered 'No', in index order, with the guidance staff
 * wrote for it (also the last pages of the PDF). Folded by default so the result stays the first thing seen.
 */
export function ImprovementList({ result }: { result: MemberResult }) {
  const t = useTranslations('assessment.improvements');
  const en = useLocale() === 'en';
  const [rows, setRows] = useState<StoredAnswer[] | null>(null);

  useEffect(() => {
    mmFetch<{ answer: { answers: StoredAnswer[] } }>(`/get/member-answers?answerId=${result.answer_id}`).then(
      ({ answer }) => setRows(answer.answers.filter((row) => row.pid !== null && row.answer === false)),
      () => setRows([]),
    );
  }, [result.answer_id]);

  if (!rows || rows.length === 0) return null;
  return (
    <details className={styles.improvements}>
      <summary>{t('show', { count: rows.length })}</summary>
      <p className={styles.lead}>{t('lead')}</p>
      <ol>
        {rows.map((row) => (
          <li key={row.cid}>
            <strong>
              {row.cid}. {en && row.question_en ? row.question_en : row.question}
            </strong>
            <p>{(en && row.guidance_en ? row.guidance_en : row.guidance) || t('noGuidance')}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
