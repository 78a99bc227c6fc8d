'use client';

import { useEffect, useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import { FieldLabel } from '../../FormField';
import widgets from '../../widgets.module.css';
import type { ImageSlot } from '../image-slots';
import { useInvalid } from './errors';
import { isJpegOrPng } from './FileField';
import styles from './image-list.module.css';

type Props = { name: string; id: string; label: string; hint?: string; required?: boolean; max: number };

const isImage = isJpegOrPng;
let counter = 0;
const newKey = () => `new-${++counter}`;

/** Images in their order (e.g. posters): kept ones and newly chosen JPEG/PNG files, each movable up and down or removable. */
export function ImageListInput({ name, id, label, hint, required, max }: Props) {
  const { control } = useFormContext();
  const invalid = useInvalid(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Slots name={name} id={id} label={label} hint={hint} required={required} max={max} slots={(field.value as ImageSlot[]) ?? []} onChange={field.onChange} invalid={invalid} />}
    />
  );
}

type SlotsProps = Props & { slots: ImageSlot[]; onChange: (slots: ImageSlot[]) => void; invalid: object };

function Slots({ name, id, label, hint, required, max, slots, onChange, invalid }: SlotsProps) {
  const t = useTranslations('admin.ui');
  const { setError } = useFormContext();
  const previews = useMemo(() => new Map(slots.map((s) => [s.key, 'url' in s ? s.url : URL.createObjectURL(s.file)])), [slots]);
  useEffect(() => () => previews.forEach((url, key) => key.startsWith('new-') && URL.revokeObjectURL(url)), [previews]);

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    const images = chosen.filter(isImage).map((file) => ({ key: newKey(), file }));
    onChange([...slots, ...images].slice(0, max));
    if (images.length < chosen.length) window.setTimeout(() => setError(name, { message: t('imageWrongType') }));
  }

  function move(index: number, by: -1 | 1) {
    const next = [...slots];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  }

  return (
    <div className={widgets.field}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        {...invalid}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={slots.length >= max}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className={widgets.hint}>
          {hint}
        </p>
      )}
      {slots.length > 0 && (
        <ol className={styles.posters} aria-label={t('imageOrder', { label })}>
          {slots.map((slot, i) => (
            <li key={slot.key} className={styles.poster}>
              {/* eslint-disable-next-line @next/next/no-img-element -- previews of stored and chosen files */}
              <img src={previews.get(slot.key)} alt={t('imageAt', { n: i + 1 })} width={120} height={160} />
              <span className={ui.actions}>
                <button type="button" className={`${ui.button} ${ui.small}`} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveImageUp', { n: i + 1 })}>
                  ↑
                </button>
                <button type="button" className={`${ui.button} ${ui.small}`} disabled={i === slots.length - 1} onClick={() => move(i, 1)} aria-label={t('moveImageDown', { n: i + 1 })}>
                  ↓
                </button>
                <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onChange(slots.filter((s) => s.key !== slot.key))} aria-label={t('removeImageAt', { n: i + 1 })}>
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
