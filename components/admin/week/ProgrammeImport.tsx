'use client';

import { useTranslations } from 'next-intl';
import { SheetUpload, type RejectedRow } from '@/components/admin/SheetUpload';
import { PROGRAMME_IMPORT_COLUMNS, PROGRAMME_IMPORT_EXAMPLE } from '@/lib/conference/programme-constants';
import { WEEK_API } from './sources';

type Report = { dry_run: boolean; imported: number; accepted: { row: number }[]; rejected: RejectedRow[] };

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
      <SheetUpload<Report>
        id="programme-file"
        messages="adminWeek.sessions.import"
        nameKey="title_mn"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        template={`\uFEFF${PROGRAMME_IMPORT_COLUMNS.join(',')}\r\n${PROGRAMME_IMPORT_EXAMPLE.join(',')}\r\n`}
        templateName="programme-template.csv"
        uploadPath={`${WEEK_API}/import/sessions`}
        refetchPath={`${WEEK_API}/get/sessions`}
        fields={{ event: String(event) }}
        dryRun
        summary={(res) =>
          res.dry_run ? t('wouldAdd', { count: res.accepted.length, rejected: res.rejected.length }) : t('added', { count: res.imported, rejected: res.rejected.length })
        }
      />
    </details>
  );
}
