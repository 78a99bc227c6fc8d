'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SECTION_FIELDS } from '@/lib/assessment/percentages';
import { mmFetch } from '../api';
import { useResultLabels } from '../result/labels';
import styles from '../assessment.module.css';

type Percentages = Record<'main_percentage' | (typeof SECTION_FIELDS)[number], number>;
type Past = Percentages & { answer_id: number; created_at: string; finished: boolean };
type History = { history: Past[]; benchmark: (Percentages & { members: number }) | null };

const MEASURES = ['main_percentage', ...SECTION_FIELDS] as const;

function Cell({ value }: { value: number }) {
  return (
    <td className={styles.historyCell}>
      <span>{value}%</span>
      <span className={styles.historyTrack} aria-hidden="true">
        <span className={styles.historyFill} style={{ width: `${Math.min(value, 100)}%` }} />
      </span>
    </td>
  );
}

/**
 * The member's assessments by year beside the members' median (GET /api/mm/get/member-history): a table with
 * a bar in each cell, so screen readers read the figures and everyone else sees the trend.
 */
export function ResultHistory() {
  const t = useTranslations('assessment.history');
  const labels = useResultLabels();
  const [data, setData] = useState<History | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    mmFetch<History>('/get/member-history').then(setData, () => setFailed(true));
  }, []);

  if (failed) return <p className={styles.error}>{t('loadFailed')}</p>;
  if (!data || (data.history.length < 2 && !data.benchmark)) return null;
  const year = (past: Past) => new Date(past.created_at).getFullYear().toString();
  return (
    <section className={styles.history} aria-labelledby="history-heading">
      <h3 id="history-heading">{t('heading')}</h3>
      <div className={styles.historyScroll}>
        <table className={styles.historyTable}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('measure')}</th>
              {data.history.map((past) => (
                <th key={past.answer_id} scope="col">
                  {past.finished ? year(past) : t('unfinished', { year: year(past) })}
                </th>
              ))}
              {data.benchmark && <th scope="col">{t('median', { members: data.benchmark.members })}</th>}
            </tr>
          </thead>
          <tbody>
            {MEASURES.map((measure, i) => (
              <tr key={measure}>
                <th scope="row">{i === 0 ? t('overall') : `${i}. ${labels.sectionTitles[i - 1]}`}</th>
                {data.history.map((past) => (
                  <Cell key={past.answer_id} value={past[measure]} />
                ))}
                {data.benchmark && <Cell value={data.benchmark[measure]} />}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!data.benchmark && <p className={styles.lead}>{t('noBenchmark')}</p>}
    </section>
  );
}
