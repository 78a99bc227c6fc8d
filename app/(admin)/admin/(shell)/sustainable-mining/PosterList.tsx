'use client';

import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import widgets from '@/components/admin/widgets.module.css';
import { MAX_POSTERS } from '@/lib/files/form-messages';
import type { PosterSlot } from './types';
import styles from './mining.module.css';

type Props = { slots: PosterSlot[]; onChange: (slots: PosterSlot[]) => void; error?: string; onRefused: (message: string) => void };

const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';
let counter = 0;
const newKey = () => `new-${++counter}`;

/** The posters in their order: kept ones and newly chosen files, each movable up and down or removable. */
export function PosterList({ slots, onChange, error, onRefused }: Props) {
  const t = useTranslations('admin.content2.mining');
  const previews = useMemo(() => new Map(slots.map((s) => [s.key, 'url' in s ? s.url : URL.createObjectURL(s.file)])), [slots]);
  useEffect(() => () => previews.forEach((url, key) => key.startsWith('new-') && URL.revokeObjectURL(url)), [previews]);

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (chosen.some((f) => !isImage(f))) onRefused(t('postersWrongType'));
    const images = chosen.filter(isImage).map((file) => ({ key: newKey(), file }));
    onChange([...slots, ...images].slice(0, MAX_POSTERS));
  }

  function move(index: number, by: -1 | 1) {
    const next = [...slots];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  }

  return (
    <div className={widgets.field}>
      <label htmlFor="mining-posters" className={widgets.label}>
        {t('posters')}
        <span className={widgets.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id="mining-posters"
        type="file"
        multiple
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        aria-invalid={error ? true : undefined}
        aria-describedby={`mining-posters-hint${error ? ' mining-posters-error' : ''}`}
        disabled={slots.length >= MAX_POSTERS}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <p id="mining-posters-hint" className={widgets.hint}>
        {t('postersHint', { max: MAX_POSTERS })}
      </p>
      {error && (
        <p id="mining-posters-error" className={widgets.fieldError}>
          {error}
        </p>
      )}
      {slots.length > 0 && (
        <ol className={styles.posters} aria-label={t('posterOrder')}>
          {slots.map((slot, i) => (
            <li key={slot.key} className={styles.poster}>
              {/* eslint-disable-next-line @next/next/no-img-element -- previews of local and chosen files */}
              <img src={previews.get(slot.key)} alt={t('posterAlt', { n: i + 1 })} width={120} height={160} />
              <span className={ui.actions}>
                <button type="button" className={`${ui.button} ${ui.small}`} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveUp', { n: i + 1 })}>
                  ↑
                </button>
                <button type="button" className={`${ui.button} ${ui.small}`} disabled={i === slots.length - 1} onClick={() => move(i, 1)} aria-label={t('moveDown', { n: i + 1 })}>
                  ↓
                </button>
                <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onChange(slots.filter((s) => s.key !== slot.key))} aria-label={t('removePoster', { n: i + 1 })}>
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
