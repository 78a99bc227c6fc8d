'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { DOCUMENT_MESSAGES } from '@/lib/files/form-messages';
import { FileField, isPdf } from '@/components/admin/resource/fields/FileField';
import { RenameForm } from './RenameForm';

type DocumentRow = { id: number; title: string; pdf: string };
type Note = { kind: 'success' | 'error'; text: string } | null;

/** /admin/document: add form (title, PDF) with clear, the list with rename and delete, and a rename mode. */
export function DocumentScreen() {
  const t = useTranslations('admin.content2.document');
  const tUi = useTranslations('admin.ui');
  const documents = useAdminQuery<{ document: DocumentRow[] }>('/get/document-pdf');
  const refetch = useRefetchAdmin();
  const [title, setTitle] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; pdf?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<DocumentRow | null>(null);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  function clearForm() {
    setTitle('');
    setPdf(null);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { title: title.trim() ? undefined : DOCUMENT_MESSAGES.title, pdf: pdf ? undefined : DOCUMENT_MESSAGES.file };
    setErrors(next);
    if (next.title || next.pdf) return;
    const form = new FormData();
    form.append('title', title.trim());
    form.append('pdf', pdf!);
    setBusy(true);
    try {
      await adminFetch('/insert/document-pdf', { form });
      clearForm();
      setNote({ kind: 'success', text: t('added') });
      await refetch('/get/document-pdf');
    } catch (e) {
      setErrors({ form: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/document-pdf?id=${toDelete.id}`, { method: 'DELETE' });
      setNote({ kind: 'success', text: t('deleted') });
      await refetch('/get/document-pdf');
    } catch (e) {
      setNote({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setToDelete(null);
    }
  }

  if (renaming) {
    return (
      <RenameForm
        heading={t('renameTitle')}
        label={t('title')}
        initial={renaming.title}
        requiredMessage={DOCUMENT_MESSAGES.title}
        save={(newTitle) => adminFetch('/update/document-pdf', { json: { id: renaming.id, title: newTitle } })}
        onDone={async (saved) => {
          setRenaming(null);
          if (saved) setNote({ kind: 'success', text: t('renamed') });
          await refetch('/get/document-pdf');
        }}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('heading')} />
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-labelledby="document-form-title">
        <h2 id="document-form-title" className={ui.title}>
          {t('addTitle')}
        </h2>
        <div className={ui.row}>
          <FormField id="document-title" label={t('title')} error={errors.title} required>
            <input
              className={ui.input}
              {...fieldProps('document-title', errors.title)}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={500}
            />
          </FormField>
          <FileField
            id="document-pdf"
            label={t('pdf')}
            accept="application/pdf,.pdf"
            check={(file) => (isPdf(file) ? null : DOCUMENT_MESSAGES.pdfOnly)}
            file={pdf}
            onChange={setPdf}
            onRefused={(message) => setErrors((e) => ({ ...e, pdf: message }))}
            error={errors.pdf}
            hint={t('pdfHint')}
            required
          />
        </div>
        {errors.form && (
          <p role="alert" className={ui.error}>
            {errors.form}
          </p>
        )}
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={clearForm}>
            {t('clear')}
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? t('uploading') : tUi('add')}
          </button>
        </div>
      </form>
      <div style={{ marginTop: '1rem' }}>
        <DataTable
          caption={t('listTitle')}
          columns={[
            {
              key: 'actions',
              header: tUi('actions'),
              cell: (r) => (
                <span className={ui.actions}>
                  <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setRenaming(r)} aria-label={`${t('rename')}: ${r.title}`}>
                    {t('rename')}
                  </button>
                  <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.title}`}>
                    {tUi('delete')}
                  </button>
                </span>
              ),
            },
            { key: 'title', header: t('title'), cell: (r) => r.title },
            {
              key: 'pdf',
              header: t('pdf'),
              cell: (r) => (
                <a href={r.pdf} target="_blank" rel="noopener noreferrer" aria-label={`${t('open')}: ${r.title}`}>
                  {t('open')}
                </a>
              ),
            },
          ]}
          rows={documents.data?.document}
          rowKey={(r) => r.id}
          empty={t('empty')}
          loading={documents.isLoading}
          error={documents.error}
          onRetry={() => documents.refetch()}
        />
      </div>
      <ConfirmDialog message={toDelete ? t('confirmDelete', { title: toDelete.title }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
