'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { fileProblem, UPLOAD_ACCEPT } from '../files';
import { Spinner } from '../Spinner';
import styles from '../assessment.module.css';

type Files = { official_document: File | null; form: File | null };
const FIELDS = [
  { name: 'official_document', label: 'officialDocument' },
  { name: 'form', label: 'form' },
] as const;

/**
 * The official document and the form, both required (Send looks disabled until both are chosen; pressing
 * it anyway marks the missing ones), and the publication consent, checked by default.
 */
export function AttachmentStep({ onSend }: { onSend: (files: { official_document: File; form: File }, publication: boolean) => Promise<void> }) {
  const t = useTranslations('assessment');
  const [files, setFiles] = useState<Files>({ official_document: null, form: null });
  const [problems, setProblems] = useState<Partial<Record<keyof Files, string>>>({});
  const [publication, setPublication] = useState(true);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = Boolean(files.official_document && files.form);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!files.official_document || !files.form || busy) return;
    setBusy(true);
    try {
      await onSend({ official_document: files.official_document, form: files.form }, publication);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={send} noValidate aria-labelledby="attachment-heading">
      <h2 id="attachment-heading" className={styles.groupTitle}>
        {t('member.attachmentHeading')}
      </h2>
      <p className={styles.lead}>{t('member.attachmentLead')}</p>
      <div className={styles.stack}>
        {FIELDS.map((f) => {
          const error = problems[f.name] ?? (tried && !files[f.name] ? t('member.attachmentRequired') : null);
          return (
            <div className={styles.field} key={f.name}>
              <label className={styles.label} htmlFor={`attach-${f.name}`}>
                {t(`member.${f.label}`)} *
              </label>
              <input
                id={`attach-${f.name}`}
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-required="true"
                aria-invalid={Boolean(error)}
                aria-describedby={`attach-${f.name}-hint${error ? ` attach-${f.name}-error` : ''}`}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  const issue = file ? fileProblem(file) : null;
                  if (issue) e.target.value = '';
                  setFiles((all) => ({ ...all, [f.name]: issue ? null : file }));
                  setProblems((all) => ({ ...all, [f.name]: issue ? t(`questionnaire.${issue}`) : undefined }));
                }}
              />
              <p id={`attach-${f.name}-hint`} className={styles.hint}>
                {t('questionnaire.proofFileHint')}
              </p>
              {error && (
                <p id={`attach-${f.name}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <label className={styles.option}>
          <input type="checkbox" checked={publication} onChange={(e) => setPublication(e.target.checked)} />
          {t('member.publication')}
        </label>
      </div>
      <div className={styles.actions}>
        <span />
        <button type="submit" className={styles.primary} aria-disabled={!ready || busy} aria-busy={busy}>
          {busy && <Spinner />}
          {t('member.send')}
        </button>
      </div>
    </form>
  );
}
