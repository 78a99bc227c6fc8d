'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '../api';
import { useConfirm } from '../ConfirmDialog';
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
  const [status, setStatus] = useState(statuses?.[0]?.value ?? '');
  const confirm = useConfirm<BulkAction>(async (action) => {
    const answer = await adminFetch<{ done: number }>(path, { json: { action, ids, ...(action === 'status' ? { status } : {}) } });
    onDone(answer.done);
  }, onError);
  if (ids.length === 0) return null;
  const button = (action: BulkAction) => (
    <button key={action} type="button" className={`${action === 'delete' ? ui.danger : ui.button} ${ui.small}`} onClick={() => confirm.ask(action)}>
      {t(`bulkActions.${action}`)}
    </button>
  );

  return (
    <div className={styles.bulk} role="group" aria-label={t('bulk')}>
      <span>{t('selected', { count: ids.length })}</span>
      {actions.filter((a) => a !== 'status').map(button)}
      {actions.includes('status') && statuses && statuses.length > 0 && (
        <>
          <label className={styles.bulkStatus}>
            {t('newStatus')}
            <select className={ui.select} value={status} onChange={(e) => setStatus(e.target.value)}>
              <Options items={statuses} value={(o) => o.value} label={(o) => o.label} />
            </select>
          </label>
          {button('status')}
        </>
      )}
      {confirm.dialog(
        (action) => t('bulkConfirm', { action: t(`bulkActions.${action}`), count: ids.length }),
        (action) => t(`bulkActions.${action}`),
      )}
    </div>
  );
}
