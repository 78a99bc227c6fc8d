'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { NewsForm } from './NewsForm';
import { PageHeader } from '../PageHeader';
import { useNotice } from '../TimedMessage';
import ui from '../ui.module.css';

/** /admin/add-news: after a save the form starts empty again (the spec's reload) and says so. */
export function AddNews() {
  const t = useTranslations('admin.news');
  const [round, setRound] = useState(0);
  const notice = useNotice();
  return (
    <>
      <PageHeader title={t('addTitle')}>
        <Link className={ui.button} href="/admin/update-news">
          {t('listTitle')}
        </Link>
      </PageHeader>
      {notice.element}
      <NewsForm
        key={round}
        onSaved={() => {
          setRound((r) => r + 1);
          notice.success(t('added'));
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
