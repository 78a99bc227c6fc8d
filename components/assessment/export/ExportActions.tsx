'use client';

import { useState } from 'react';
import { Spinner } from '../Spinner';
import { ExportProblem } from './exporters';
import styles from '../assessment.module.css';

export type ExportLabels = { png: string; pdf: string; working: string; failed: string };

/** Two download buttons; each shows a spinner while its file is made and an error if that fails. */
export function ExportActions({ labels, onPng, onPdf }: { labels: ExportLabels; onPng: () => Promise<void>; onPdf: () => Promise<void> }) {
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = (kind: 'png' | 'pdf', action: () => Promise<void>) => async () => {
    setBusy(kind);
    setFailed(null);
    try {
      await action();
    } catch (error) {
      console.error('[assessment] export failed:', error);
      setFailed(error instanceof ExportProblem ? error.message : labels.failed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <div className={styles.actions} style={{ justifyContent: 'center' }}>
        {(['png', 'pdf'] as const).map((kind) => (
          <button key={kind} type="button" className={styles.button} onClick={run(kind, kind === 'png' ? onPng : onPdf)} disabled={busy !== null} aria-busy={busy === kind}>
            {busy === kind && <Spinner />}
            {busy === kind ? labels.working : labels[kind]}
          </button>
        ))}
      </div>
      {failed && (
        <p className={`${styles.error} ${styles.center}`} role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
