'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError, useAdminQuery } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { EmptyState } from '@/components/admin/EmptyState';
import { Spinner } from '@/components/admin/Spinner';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { QuestionForm } from './QuestionForm';
import { QuestionGroups } from './QuestionGroups';
import type { EditableQuestion, QuestionsAnswer } from './types';

type Mode = 'view' | 'edit' | 'form';

/** /admin/update-assessment: A view the grouped questions, B edit or delete each, C the add/edit form. */
export function QuestionsScreen() {
  const t = useTranslations('admin.assessment.questions');
  const [mode, setMode] = useState<Mode>('view');
  const [listMode, setListMode] = useState<'view' | 'edit'>('view');
  const [editing, setEditing] = useState<EditableQuestion | null>(null);
  const [deleting, setDeleting] = useState<EditableQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const list = useAdminQuery<QuestionsAnswer>('/get/assessment-questions');
  const clearMessage = useCallback(() => setMessage(null), []);

  const backToList = () => {
    setEditing(null);
    setMode(listMode);
    void list.refetch();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminFetch(`/delete/question?id=${deleting.id}`, { method: 'DELETE' });
      setMessage({ kind: 'success', text: t('deleted') });
      await list.refetch();
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof AdminApiError ? e.message : t('saveFailed') });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const tab = (m: 'view' | 'edit', label: string) => (
    <button
      type="button"
      className={mode === m ? ui.primary : ui.button}
      aria-pressed={mode === m}
      onClick={() => {
        setListMode(m);
        setMode(m);
        setEditing(null);
      }}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader title={t('title')}>
        {tab('view', t('modeView'))}
        {tab('edit', t('modeEdit'))}
        <button
          type="button"
          className={mode === 'form' && !editing ? ui.primary : ui.button}
          aria-pressed={mode === 'form' && !editing}
          onClick={() => {
            setEditing(null);
            setMode('form');
          }}
        >
          {t('modeAdd')}
        </button>
      </PageHeader>
      <TimedMessage message={message?.text ?? null} kind={message?.kind ?? 'success'} ms={message?.kind === 'error' ? 5000 : 3000} onDone={clearMessage} />
      {mode === 'form' ? (
        <QuestionForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={() => {
            setMessage({ kind: 'success', text: t('saved') });
            backToList();
          }}
          onCancel={backToList}
        />
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
          editable={mode === 'edit'}
          onEdit={(q) => {
            setEditing(q);
            setMode('form');
          }}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog message={deleting ? t('deleteConfirm', { cid: deleting.cid }) : null} onConfirm={remove} onCancel={() => setDeleting(null)} busy={busy} />
    </>
  );
}
