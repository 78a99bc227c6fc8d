'use client';

import { useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryStatus } from '@/components/admin/QueryStatus';
import ui from '@/components/admin/ui.module.css';
import { ResultPoster } from '@/components/assessment/result/ResultPoster';
import { AnswersSheet } from '@/components/assessment/result/AnswersSheet';
import { MN_RESULT_LABELS } from '@/components/assessment/result/labels';
import { ExportActions } from '@/components/assessment/export/ExportActions';
import { downloadFromApi, RESULT_PNG_NAME, saveElementAsPng } from '@/components/assessment/export/exporters';
import type { MemberResult, StoredAnswer } from '@/components/assessment/types';
import { Modal } from '@/components/ui/Modal';
import type { MemberRow } from './resource';
import { saveProofZip } from './proof-zip';
import styles from './files.module.css';

type Answers = { answer: { answers: StoredAnswer[]; result: (MemberResult & { name: string; logo: string }) | null } };
type Files = {
  file: {
    files: { cid: string; proof_file: string }[];
    attachment: { official_document: string; form: string; publication: boolean } | null;
  };
};

/** A dialog about one member's assessment: GET /get/member-<what>?answerId&memberId, shown once read. */
function MemberDialog<T>({ row, what, title, onClose, children }: { row: MemberRow; what: 'answers' | 'files'; title: string; onClose: () => void; children: (data: T) => ReactNode }) {
  const tu = useTranslations('admin.ui');
  const q = useAdminQuery<T>(`/get/member-${what}?answerId=${row.answer_id}&memberId=${row.member_id}`);
  return (
    <Modal title={`${title}: ${row.name}`} closeLabel={tu('close')} onClose={onClose} size="wide">
      <QueryStatus query={q} />
      {q.data && children(q.data)}
    </Modal>
  );
}

/** A member's result and answer rows, exportable as 'unelgee.png' and as the server's A4 PDF with half-inch margins. */
export function MemberAnswersDialog({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.members');
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <MemberDialog<Answers> row={row} what="answers" title={t('answersTitle')} onClose={onClose}>
      {({ answer: { answers, result } }) =>
        answers.length === 0 ? (
          <EmptyState>{t('noAnswers')}</EmptyState>
        ) : (
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
              <AnswersSheet result={result} name={row.name} answers={answers} labels={MN_RESULT_LABELS} />
            </div>
          </>
        )
      }
    </MemberDialog>
  );
}

/** A member's proof files (downloadable together as a ZIP) and attachments. */
export function MemberFilesDialog({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.members');
  const zip = useMutation({
    mutationFn: (files: Files['file']['files']) => saveProofZip(row.name, files),
    onError: (error) => console.error('[assessment] proof zip failed:', error),
  });
  return (
    <MemberDialog<Files> row={row} what="files" title={t('filesTitle')} onClose={onClose}>
      {({ file: { files, attachment } }) => (
        <>
          {files.length === 0 && !attachment && <EmptyState>{t('noFiles')}</EmptyState>}
          {files.length > 0 && (
            <section aria-labelledby="proof-files">
              <h3 id="proof-files" className={styles.groupTitle}>
                {t('proofFiles')}
              </h3>
              <ul className={styles.fileList}>
                {files.map((f) => (
                  <li key={f.cid}>
                    <span className={styles.cid}>{f.cid}</span>{' '}
                    <a href={f.proof_file} target="_blank" rel="noopener noreferrer">
                      {f.proof_file.split(/[/=]/).pop()}
                    </a>
                  </li>
                ))}
              </ul>
              <button type="button" className={ui.primary} onClick={() => zip.mutate(files)} disabled={zip.isPending} aria-busy={zip.isPending}>
                {zip.isPending ? t('working') : t('zip')}
              </button>
              {zip.isError && (
                <p className={ui.error} role="alert">
                  {t('zipFailed')}
                </p>
              )}
            </section>
          )}
          {attachment && (
            <section aria-labelledby="attachment-files">
              <h3 id="attachment-files" className={styles.groupTitle}>
                {t('attachment')}
              </h3>
              <ul className={styles.fileList}>
                {(['officialDocument', 'form'] as const).map((key) => (
                  <li key={key}>
                    {t(key)}:{' '}
                    <a href={key === 'form' ? attachment.form : attachment.official_document} target="_blank" rel="noopener noreferrer">
                      {t('open')}
                    </a>
                  </li>
                ))}
                <li>
                  {t('publication')}: {attachment.publication ? t('consented') : t('notConsented')}
                </li>
              </ul>
            </section>
          )}
        </>
      )}
    </MemberDialog>
  );
}
