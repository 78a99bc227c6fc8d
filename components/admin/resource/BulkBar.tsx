'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import ui from '../ui.module.css';
import type { BulkAction } from './define';
import styles from './resource.module.css';
import { Options } from '@/components/ui/Options';

type Props = {
  /** POST <prefix>/bulk/<resource> */
  path: string;
  actions: readonly BulkAction[];
  /** The choices of the 'status' action, already in words. */
  statuses?: { value: string; label: string }[];
  ids: number[];
  onDone: (done: number) => void;
  onError: (error: unknown) => void;
};

/** What staff can do with the selected rows at once; every action asks first and names how many rows. */
export function BulkBar({ path, actions, statuses, ids, onDone, onError }: Props) {
  const t = useTranslations('admin.ui');
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(statuses?.[0]?.value ?? '');
  if (ids.length === 0) return null;

  async function run() {
    if (!asking) return;
    setBusy(true);
    try {
      const answer = await adminFetch<{ done: number }>(path, { json: { action: asking, ids, ...(asking === 'status' ? { status } : {}) } });
      onDone(answer.done);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <div className={styles.bulk} role="group" aria-label={t('bulk')}>
      <span>{t('selected', { count: ids.length })}</span>
      {actions
        .filter((a) => a !== 'status')
        .map((a) => (
          <button key={a} type="button" className={`${a === 'delete' ? ui.danger : ui.button} ${ui.small}`} onClick={() => setAsking(a)}>
            {t(`bulkActions.${a}`)}
          </button>
        ))}
      {actions.includes('status') && statuses && statuses.length > 0 && (
        <>
          <label className={styles.bulkStatus}>
            {t('newStatus')}
            <select className={ui.select} value={status} onChange={(e) => setStatus(e.target.value)}>
              <Options items={statuses} value={(o) => o.value} label={(o) => o.label} />
            </select>
          </label>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setAsking('status')}>
            {t('bulkActions.status')}
          </button>
        </>
      )}
      <ConfirmDialog
        message={asking ? t('bulkConfirm', { action: t(`bulkActions.${asking}`), count: ids.length }) : null}
        confirmLabel={asking ? t(`bulkActions.${asking}`) : undefined}
        onConfirm={run}
        onCancel={() => setAsking(null)}
        busy={busy}
      />
    </div>
  );
}
