'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { ReportForm } from '../report/ReportForm';

type Note = { kind: 'success' | 'error'; text: string } | null;

/** /admin/add-report: the report form; success and failure messages last 5 s and the form resets after a save. */
export function AddReport() {
  const t = useTranslations('admin.content2.report');
  const refetch = useRefetchAdmin();
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  return (
    <>
      <PageHeader title={t('addTitle')}>
        <Link className={ui.button} href="/admin/report">
          {t('backToList')}
        </Link>
      </PageHeader>
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={5000} onDone={clearNote} />
      <ReportForm
        report={null}
        onSaved={() => {
          setNote({ kind: 'success', text: t('saved') });
          void refetch('/get/reports');
        }}
        onFailure={(error) => setNote({ kind: 'error', text: t('saveError', { error }) })}
      />
    </>
  );
}
