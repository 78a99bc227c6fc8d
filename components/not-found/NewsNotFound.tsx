'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { DEFAULT_NEWS_CATEGORY } from '@/lib/news/constants';
import styles from '@/components/ui/not-found.module.css';

/**
 * A news item that does not exist, is not published or is not written in the page's language: 404 with
 * 'Мэдээ олдсонгүй' / 'No News Found', links to the news and back to /mm.
 * A client component: it has no params to learn the language from, the layout's provider gives it the strings.
 */
export function NewsNotFound() {
  const t = useTranslations('mm.detail');
  const common = useTranslations('common');
  return (
    <div className={styles.page}>
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href={`/mm/blog/${DEFAULT_NEWS_CATEGORY}=1`}>{t('backToNews')}</Link>
      <Link href="/mm">{common('backHome')}</Link>
    </div>
  );
}
