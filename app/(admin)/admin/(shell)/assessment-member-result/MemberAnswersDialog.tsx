'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { EmptyState } from '@/components/admin/EmptyState';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { ResultPoster } from '@/components/assessment/result/ResultPoster';
import { AnswersSheet } from '@/components/assessment/result/AnswersSheet';
import { MN_RESULT_LABELS } from '@/components/assessment/result/labels';
import { ExportActions } from '@/components/assessment/export/ExportActions';
import { downloadFromApi, RESULT_PNG_NAME, saveElementAsPng } from '@/components/assessment/export/exporters';
import type { MemberResult, StoredAnswer } from '@/components/assessment/types';
import { Modal } from '@/components/ui/Modal';
import type { MemberRow } from './resource';

type Answer = { answer: { answers: StoredAnswer[]; result: (MemberResult & { name: string; logo: string }) | null } };

/** A member's result and answer rows, exportable as 'unelgee.png' and as the server's A4 PDF with half-inch margins. */
export function MemberAnswersDialog({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.members');
  const tu = useTranslations('admin.ui');
  const q = useAdminQuery<Answer>(`/get/member-answers?answerId=${row.answer_id}&memberId=${row.member_id}`);
  const contentRef = useRef<HTMLDivElement>(null);
  const data = q.data?.answer;
  const result = data?.result;
  return (
    <Modal title={`${t('answersTitle')}: ${row.name}`} closeLabel={tu('close')} onClose={onClose} size="wide">
      <QueryStatus query={q} />
      {data && data.answers.length === 0 && <EmptyState>{t('noAnswers')}</EmptyState>}
      {data && data.answers.length > 0 && (
        <>
          <ExportActions
            labels={{ png: t('png'), pdf: t('pdf'), working: t('working'), failed: t('exportFailed') }}
            onPng={() => saveElementAsPng(contentRef.current!, RESULT_PNG_NAME)}
            onPdf={() => downloadFromApi(`/api/admin/export/member-result.pdf?answerId=${row.answer_id}&memberId=${row.member_id}`, 'unelgee.pdf')}
          />
          <div ref={contentRef} style={{ background: '#fff', display: 'grid', gap: '1rem', padding: '0.5rem' }}>
            {result && (
              <div>
                <ResultPoster result={result} name={result.name} logo={result.logo} labels={MN_RESULT_LABELS} />
              </div>
            )}
            <AnswersSheet result={result ?? null} name={row.name} answers={data.answers} labels={MN_RESULT_LABELS} />
          </div>
        </>
      )}
    </Modal>
  );
}
