'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/admin/EmptyState';
import { Pager } from '@/components/admin/Pager';
import { PageHeader } from '@/components/admin/PageHeader';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import type { GridLabels, MemberRow } from './MemberResultsGrid';
import { MemberAnswersDialog } from './MemberAnswersDialog';
import { MemberFilesDialog } from './MemberFilesDialog';
import { usePagedList } from './usePagedList';

const MemberResultsGrid = dynamic(() => import('./MemberResultsGrid'), { ssr: false, loading: () => <Spinner /> });
type Answer = { respondents: MemberRow[]; total: number; totalPages: number };
const LABEL_KEYS = ['grid', 'name', 'email', 'date', 'publication', 'consented', 'notConsented', 'percentage', 'status', 'finished', 'pending', 'actions', 'answers', 'files'] as const;

/** /admin/assessment-member-result: member results in a grid, with their answers and files in dialogs. */
export function MemberResultsScreen() {
  const t = useTranslations('admin.assessment.members');
  const { list, page, setPage, sizeSelect } = usePagedList<Answer>('/get/member-assessment-result', 'member-results-size');
  const [answersOf, setAnswersOf] = useState<MemberRow | null>(null);
  const [filesOf, setFilesOf] = useState<MemberRow | null>(null);
  const labels = useMemo(() => Object.fromEntries(LABEL_KEYS.map((k) => [k, t(k)])) as GridLabels, [t]);

  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.toolbar}>{sizeSelect}</div>
      {list.error ? (
        <p className={ui.error} role="alert">
          {list.error.message}
        </p>
      ) : !list.data ? (
        <Spinner />
      ) : list.data.respondents.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <MemberResultsGrid rows={list.data.respondents} labels={labels} onAnswers={setAnswersOf} onFiles={setFilesOf} />
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {answersOf && <MemberAnswersDialog row={answersOf} onClose={() => setAnswersOf(null)} />}
      {filesOf && <MemberFilesDialog row={filesOf} onClose={() => setFilesOf(null)} />}
    </>
  );
}
