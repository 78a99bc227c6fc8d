'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { useNotice } from '@/components/admin/TimedMessage';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import type { AssessmentGroup, ChildQuestion, HeadingQuestion } from '@/lib/assessment/groups';
import { questionResource } from './resource';
import styles from './questions.module.css';

/**
 * /admin/update-assessment: A view the grouped questions (sections → headings → sub-questions), B edit or delete
 * each, C the add/edit form. A special screen (a tree, not a list) on the shared notice, delete confirmation and
 * fetch client; read-only accounts only view.
 */
export function QuestionsScreen() {
  const t = useTranslations('admin.assessment.questions');
  const canWrite = useCan('write');
  const [listMode, setListMode] = useState<'view' | 'edit'>('view');
  // The form's question, 'new' to add one, null for the list.
  const [form, setForm] = useState<ChildQuestion | 'new' | null>(null);
  const editing = form === 'new' ? null : form;
  const notice = useNotice();
  const list = useAdminQuery<{ result: AssessmentGroup[] }>('/get/assessment-questions');
  const remove = useDeleteConfirm<ChildQuestion>({
    path: (q) => `/delete/question?id=${q.id}`,
    question: (q) => t('deleteConfirm', { cid: q.cid }),
    onDeleted: async () => {
      notice.success(t('deleted'));
      await list.refetch();
    },
    onError: notice.error,
  });

  const backToList = () => {
    setForm(null);
    void list.refetch();
  };
  const tab = (label: string, pressed: boolean, onClick: () => void) => (
    <button type="button" className={pressed ? ui.primary : ui.button} aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );
  const showList = (mode: 'view' | 'edit') => {
    setListMode(mode);
    setForm(null);
  };
  const line = (q: HeadingQuestion | ChildQuestion) => {
    const target = q.id === null ? null : { ...q, id: q.id };
    return (
      <div className={styles.questionLine}>
        <span className={styles.cid}>{q.cid}</span>
        <span className={styles.grow}>{q.question || <em className={ui.muted}>{t('noHeading')}</em>}</span>
        {listMode === 'edit' && canWrite && target && (
          <span className={ui.actions}>
            <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setForm(target)} aria-label={`${t('edit')} ${q.cid}`}>
              {t('edit')}
            </button>
            <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => remove.ask(target)} aria-label={`${t('delete')} ${q.cid}`}>
              {t('delete')}
            </button>
          </span>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={t('title')}>
        {canWrite && (
          <>
            {tab(t('modeView'), !form && listMode === 'view', () => showList('view'))}
            {tab(t('modeEdit'), !form && listMode === 'edit', () => showList('edit'))}
            {tab(t('modeAdd'), form === 'new', () => setForm('new'))}
          </>
        )}
      </PageHeader>
      {notice.element}
      {form && canWrite ? (
        // An edit keeps its stored index, which the duplicate check skips.
        <ResourceForm
          key={editing?.id ?? 'new'}
          resource={questionResource}
          row={editing}
          defaults={{ originalCid: editing?.cid }}
          notice={notice}
          onSaved={backToList}
          onBack={backToList}
        />
      ) : !list.data ? (
        <QueryStatus query={list} />
      ) : list.data.result.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className={styles.groups}>
          {list.data.result.map((g) => (
            <section key={g.mainIndex} className={ui.card} aria-labelledby={`section-${g.mainIndex}`}>
              <h2 id={`section-${g.mainIndex}`} className={styles.groupTitle}>
                {g.mainIndex}. {g.mainTitle}
              </h2>
              <ol className={styles.questions}>
                {g.questions.map((q) => (
                  <li key={q.cid}>
                    {line(q)}
                    {q.children.length > 0 && <ol className={styles.children}>{q.children.map((c) => <li key={c.id}>{line(c)}</li>)}</ol>}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      {remove.dialog}
    </>
  );
}
