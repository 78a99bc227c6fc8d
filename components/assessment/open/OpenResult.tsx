'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { PercentRing } from '../PercentRing';
import { StepHeading } from '../StepHeading';
import styles from '../assessment.module.css';

export type OpenScore = { main_percentage: number; total_true: number; total_false: number };

/** After the last page: the share of yes answers as a ring. */
export function OpenResult({ score }: { score: OpenScore }) {
  const t = useTranslations('assessment');
  return (
    <section className={`${styles.card} ${styles.resultBox}`} aria-labelledby="open-result">
      <StepHeading id="open-result" className={styles.groupTitle} focus>
        {t('open.resultHeading')}
      </StepHeading>
      <PercentRing value={score.main_percentage} label={t('ring.label', { value: score.main_percentage })} />
      <p>{t('open.resultText', { yes: score.total_true, total: score.total_true + score.total_false })}</p>
      <Link className={styles.link} href="/mm/assessment">
        {t('open.backToChooser')}
      </Link>
    </section>
  );
}
