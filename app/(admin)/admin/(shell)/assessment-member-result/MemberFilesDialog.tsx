'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { EmptyState } from '@/components/admin/EmptyState';
import { QueryStatus } from '@/components/admin/QueryStatus';
import ui from '@/components/admin/ui.module.css';
import { Modal } from '@/components/ui/Modal';
import type { MemberRow } from './resource';
import { saveProofZip } from './proof-zip';
import styles from './files.module.css';

type Files = {
  file: {
    files: { cid: string; proof_file: string }[];
    attachment: { official_document: string; form: string; publication: boolean } | null;
  };
};

/** A member's proof files (downloadable together as a ZIP) and attachments. */
export function MemberFilesDialog({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.members');
  const tu = useTranslations('admin.ui');
  const q = useAdminQuery<Files>(`/get/member-files?answerId=${row.answer_id}&memberId=${row.member_id}`);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | null>(null);
  const files = q.data?.file;
  const attachment = files?.attachment;

  const zip = async () => {
    if (!files) return;
    setZipping(true);
    setZipError(null);
    try {
      await saveProofZip(row.name, files.files);
    } catch (error) {
      console.error('[assessment] proof zip failed:', error);
      setZipError(t('zipFailed'));
    } finally {
      setZipping(false);
    }
  };

  return (
    <Modal title={`${t('filesTitle')}: ${row.name}`} closeLabel={tu('close')} onClose={onClose} size="wide">
      <QueryStatus query={q} />
      {files && files.files.length === 0 && !attachment && <EmptyState>{t('noFiles')}</EmptyState>}
      {files && files.files.length > 0 && (
        <section aria-labelledby="proof-files">
          <h3 id="proof-files" className={styles.groupTitle}>
            {t('proofFiles')}
          </h3>
          <ul className={styles.fileList}>
            {files.files.map((f) => (
              <li key={f.cid}>
                <span className={styles.cid}>{f.cid}</span>{' '}
                <a href={f.proof_file} target="_blank" rel="noopener noreferrer">
                  {f.proof_file.split(/[/=]/).pop()}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className={ui.primary} onClick={zip} disabled={zipping} aria-busy={zipping}>
              {zipping ? t('working') : t('zip')}
            </button>
          </p>
          {zipError && (
            <p className={ui.error} role="alert">
              {zipError}
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
    </Modal>
  );
}
