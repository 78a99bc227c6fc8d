'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { EmptyState } from '@/components/admin/EmptyState';
import { Spinner } from '@/components/admin/Spinner';
import { useNotice } from '@/components/admin/TimedMessage';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import { QuestionGroups } from './QuestionGroups';
import { questionResource, type EditableQuestion } from './resource';

type Mode = 'view' | 'edit' | 'form';

/**
 * /admin/update-assessment: A view the grouped questions, B edit or delete each, C the add/edit form. A special
 * screen (a tree, not a list) on the shared notice, delete confirmation and fetch client; read-only accounts
 * only view.
 */
export function QuestionsScreen() {
  const t = useTranslations('admin.assessment.questions');
  const canWrite = useCan('write');
  const [mode, setMode] = useState<Mode>('view');
  const [listMode, setListMode] = useState<'view' | 'edit'>('view');
  const [editing, setEditing] = useState<EditableQuestion | null>(null);
  const notice = useNotice();
  // An edit keeps its stored index, which the duplicate check skips.
  const resource = useMemo(() => ({ ...questionResource, defaults: { originalCid: editing?.cid } }), [editing]);
  const list = useAdminQuery<{ result: AssessmentGroup[] }>('/get/assessment-questions');
  const remove = useDeleteConfirm<EditableQuestion>({
    path: (q) => `/delete/question?id=${q.id}`,
    question: (q) => t('deleteConfirm', { cid: q.cid }),
    onDeleted: async () => {
      notice.success(t('deleted'));
      await list.refetch();
    },
    onError: notice.error,
  });

  const backToList = () => {
    setEditing(null);
    setMode(listMode);
    void list.refetch();
  };

  const tab = (m: Mode, label: string, onClick: () => void) => {
    const pressed = mode === m && !(m === 'form' && editing);
    return (
      <button type="button" className={pressed ? ui.primary : ui.button} aria-pressed={pressed} onClick={onClick}>
        {label}
      </button>
    );
  };
  const showList = (m: 'view' | 'edit') => () => {
    setListMode(m);
    setMode(m);
    setEditing(null);
  };

  return (
    <>
      <PageHeader title={t('title')}>
        {canWrite && (
          <>
            {tab('view', t('modeView'), showList('view'))}
            {tab('edit', t('modeEdit'), showList('edit'))}
            {tab('form', t('modeAdd'), () => {
              setEditing(null);
              setMode('form');
            })}
          </>
        )}
      </PageHeader>
      {notice.element}
      {mode === 'form' && canWrite ? (
        <ResourceForm key={editing?.id ?? 'new'} resource={resource} row={editing} notice={notice} onSaved={backToList} onBack={backToList} />
      ) : list.error ? (
        <p className={ui.error} role="alert">
          {list.error.message}
        </p>
      ) : !list.data ? (
        <Spinner />
      ) : list.data.result.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <QuestionGroups
          groups={list.data.result}
          editable={mode === 'edit' && canWrite}
          onEdit={(q) => {
            setEditing(q);
            setMode('form');
          }}
          onDelete={remove.ask}
        />
      )}
      {remove.dialog}
    </>
  );
}
