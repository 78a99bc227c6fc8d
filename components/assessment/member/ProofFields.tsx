'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RowAnswer } from '../types';
import { fileProblem, PROOF_ACCEPT } from '../files';
import { shrinkPhoto } from './shrink-photo';
import type { UploadState } from './useProofUploads';
import styles from '../assessment.module.css';

/**
 * A member's optional proof file and comment for one sub-question. A chosen file is checked (kind, size; photos
 * are shrunk first) and handed to `onFile`, which uploads it at once; its progress, a failure with Retry, or
 * the link to the stored file show below the field.
 */
export function ProofFields({ id, value, upload, onChange, onFile, onRetry }: {
  id: string;
  value: RowAnswer | undefined;
  upload: UploadState | undefined;
  onChange: (patch: Partial<RowAnswer>) => void;
  onFile: (file: File) => void;
  onRetry: () => void;
}) {
  const t = useTranslations('assessment.questionnaire');
  const [problem, setProblem] = useState<'fileTooLarge' | 'fileWrongType' | null>(null);
  const waiting = !upload && value?.file;
  return (
    <div className={styles.memberExtras}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {t('proofFile')}
        </label>
        <div className={styles.fileLine}>
          <input
            id={`${id}-file`}
            type="file"
            accept={PROOF_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            onChange={async (e) => {
              const input = e.currentTarget;
              const chosen = input.files?.[0];
              if (!chosen) return;
              const file = await shrinkPhoto(chosen);
              const issue = fileProblem(file);
              setProblem(issue);
              if (issue) input.value = '';
              else onFile(file);
            }}
          />
        </div>
        <p id={`${id}-file-hint`} className={styles.hint}>
          {t('proofFileHint')}
        </p>
        <div className={styles.upload} aria-live="polite">
          {upload?.state === 'uploading' && (
            <>
              <label htmlFor={`${id}-progress`}>{t('uploading')}</label>
              <progress id={`${id}-progress`} max={1} value={upload.progress} />
            </>
          )}
          {!upload && value?.proof_file && (
            <a href={value.proof_file} target="_blank" rel="noopener noreferrer">
              {t('uploaded')}
            </a>
          )}
          {waiting && <p className={styles.hint}>{t('notUploaded')}</p>}
        </div>
        {(problem || upload?.state === 'failed') && (
          <p className={styles.error} role="alert">
            {problem ? t(problem) : upload?.state === 'failed' && (upload.message || t('uploadFailed'))}
          </p>
        )}
        {((upload?.state === 'failed' && upload.canRetry) || waiting) && (
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('retryUpload')}
          </button>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          {t('comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          maxLength={2000}
          value={value?.comment ?? ''}
          onChange={(e) => onChange({ comment: e.target.value })}
        />
      </div>
    </div>
  );
}
