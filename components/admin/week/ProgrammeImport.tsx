'use client';

import { useTranslations } from 'next-intl';
import type { Sheet } from '@/components/admin/resource/define';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { PROGRAMME_IMPORT_COLUMNS, PROGRAMME_IMPORT_EXAMPLE } from '@/lib/conference/programme-constants';
import { sessionResource } from '@/app/(admin)/admin/(shell)/week/sessions/resource';

const programmeSheet = (event: number): Sheet => ({
  path: '/import/sessions',
  messages: 'adminWeek.sessions.import',
  nameKey: 'title_mn',
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  template: `\uFEFF${PROGRAMME_IMPORT_COLUMNS.join(',')}\r\n${PROGRAMME_IMPORT_EXAMPLE.join(',')}\r\n`,
  templateName: 'programme-template.csv',
  fields: { event: String(event) },
  summary: 'added',
  check: 'wouldAdd',
});

/**
 * An event's programme from a CSV or Excel file: "Check" is a dry run that says how many sessions would be added
 * and lists each refused row with its reasons; "Import" adds the accepted rows and lists the refused ones again.
 */
export function ProgrammeImport({ event }: { event: number }) {
  const t = useTranslations('adminWeek.sessions.import');
  return (
    <details>
      <summary>{t('title')}</summary>
      <p>{t('help', { columns: PROGRAMME_IMPORT_COLUMNS.join(', ') })}</p>
      <SheetUpload resource={sessionResource} sheet={programmeSheet(event)} />
    </details>
  );
}
