'use client';

import { useEffect, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import type { ImageSlot } from '../form-values';
import { useInvalid } from './errors';
import type { InputProps } from './FieldInput';
import { accepts, IMAGE_ACCEPT } from './FileField';
import { MoveButtons } from './ListInput';
import styles from './image-list.module.css';

let counter = 0;
const newKey = () => `new-${++counter}`;
const swapped = <T,>(list: T[], a: number, b: number) => list.map((item, i) => (i === a ? list[b] : i === b ? list[a] : item));

/** Images in their order (e.g. posters): kept ones and newly chosen JPEG/PNG files, each movable up and down or removable. */
export function ImageListInput({ name, id, label, hint, required, max }: InputProps & { max: number }) {
  const t = useTranslations('admin.ui');
  const { setError } = useFormContext();
  const invalid = useInvalid(name);
  const { field } = useController({ name });
  const slots = useMemo(() => (field.value as ImageSlot[] | undefined) ?? [], [field.value]);
  const previews = useMemo(() => new Map(slots.map((s) => [s.key, 'url' in s ? s.url : URL.createObjectURL(s.file)])), [slots]);
  useEffect(() => () => previews.forEach((url, key) => key.startsWith('new-') && URL.revokeObjectURL(url)), [previews]);
  const set = (next: ImageSlot[]) => field.onChange(next);

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    const images = chosen.filter((file) => accepts(IMAGE_ACCEPT, file)).map((file) => ({ key: newKey(), file }));
    set([...slots, ...images].slice(0, max));
    if (images.length < chosen.length) window.setTimeout(() => setError(name, { message: t('imageWrongType') }));
  }

  const list = slots.length > 0 && (
    <ol className={styles.posters} aria-label={t('imageOrder', { label })}>
      {slots.map((slot, i) => (
        <li key={slot.key} className={styles.poster}>
          {/* eslint-disable-next-line @next/next/no-img-element -- previews of stored and chosen files */}
          <img src={previews.get(slot.key)} alt={t('imageAt', { n: i + 1 })} width={120} height={160} />
          <span className={ui.actions}>
            <MoveButtons index={i} count={slots.length} labels={['moveImageUp', 'moveImageDown']} onMove={(to) => set(swapped(slots, i, to))} />
            <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => set(slots.filter((s) => s.key !== slot.key))} aria-label={t('removeImageAt', { n: i + 1 })}>
              ✕
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
  return (
    <FormField id={id} label={label} hint={hint} required={required} after={list}>
      <input
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        {...fieldProps(id, null, hint)}
        {...invalid}
        disabled={slots.length >= max}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
    </FormField>
  );
}
