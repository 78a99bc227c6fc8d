'use client';

import type { RefObject } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ExportActions } from '../export/ExportActions';
import { downloadFromApi, RESULT_PNG_NAME, saveElementAsPng } from '../export/exporters';
import type { MemberResult } from '../types';

/** The member's downloads: the poster as PNG, and their answers as the server's A4 PDF named with the result date. */
export function MemberExports({ posterRef, result }: { posterRef: RefObject<HTMLDivElement | null>; result: MemberResult }) {
  const t = useTranslations('assessment.export');
  const locale = useLocale();
  return (
    <ExportActions
      labels={{ png: t('png'), pdf: t('pdf'), working: t('working'), failed: t('failed') }}
      onPng={async () => {
        if (posterRef.current) await saveElementAsPng(posterRef.current, RESULT_PNG_NAME);
      }}
      onPdf={() => downloadFromApi(`/api/mm/export/member-result.pdf?answerId=${result.answer_id}&lang=${locale}`, 'unelgee.pdf')}
    />
  );
}
