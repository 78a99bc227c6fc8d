'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { DirectoryBase } from '@/lib/directory/paths';
import styles from '../company/company.module.css';

/**
 * What a missing or unpublished company's URL shows (with a 404 status): the spec's "no information" message.
 * A client component: not-found pages get no params, the directory layout's provider gives the strings.
 */
export function CompanyNotFound({ base }: { base: DirectoryBase }) {
  const t = useTranslations('yp.company');
  return (
    <div className={`container ${styles.missing}`}>
      <h1>{t('notFound')}</h1>
      <p>
        <Link href={base}>{t('back')}</Link>
      </p>
    </div>
  );
}
