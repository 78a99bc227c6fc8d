'use client';

import { useState, type DragEvent, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import type { Field, Translate } from '../define';
import styles from '../resource.module.css';

type Props = {
  field: Extract<Field, { kind: 'list' }>;
  name: string;
  t: Translate;
  /** An item's inputs, given the prefix of its names (e.g. 'contacts.0.'). */
  item: (prefix: string) => ReactNode;
};

/**
 * A repeatable list of small records with add and remove buttons. An ordered list's items are dragged by a handle
 * onto another's place (only the handle is draggable, so text in the inputs can still be selected); dragging is
 * pointer-only, so each item also has move up/down buttons for keyboards and screen readers, the move announced.
 */
export function ListInput({ field, name, t, item }: Props) {
  const words = useTranslations('admin.ui');
  const items = useFieldArray({ name });
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const blank = Object.fromEntries(field.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));
  const count = items.fields.length;
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const dropTarget = (index: number) => ({
    'data-dragging': dragged === index || undefined,
    'data-drop-target': over === index && dragged !== index ? true : undefined,
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== index) items.move(dragged, index);
      endDrag();
    },
  });
  const moveButton = (index: number, to: number, label: 'moveUp' | 'moveDown', text: string) => (
    <button
      type="button"
      className={`${ui.button} ${ui.small}`}
      disabled={to < 0 || to >= count}
      aria-label={words(label, { n: index + 1 })}
      onClick={() => {
        items.move(index, to);
        setMoved(words('movedTo', { n: index + 1, to: to + 1 }));
      }}
    >
      {text}
    </button>
  );
  return (
    <fieldset className={ui.fieldset}>
      <legend>{t(field.label)}</legend>
      {field.ordered && count > 1 && <p className={styles.listHint}>{words('orderHint')}</p>}
      {items.fields.map((entry, index) => (
        <div key={entry.id} className={styles.listItem} {...(field.ordered ? dropTarget(index) : {})}>
          {item(`${name}.${index}.`)}
          <div className={styles.listActions}>
            {field.ordered && (
              <>
                <span
                  className={styles.dragHandle}
                  aria-hidden="true"
                  title={words('dragHandle')}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(index));
                    setDragged(index);
                  }}
                  onDragEnd={endDrag}
                >
                  ⠿
                </span>
                {moveButton(index, index - 1, 'moveUp', '↑')}
                {moveButton(index, index + 1, 'moveDown', '↓')}
              </>
            )}
            <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => items.remove(index)}>
              {words('removeItem', { n: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => items.append(blank)}>
          {t(field.addLabel)}
        </button>
      </div>
      {field.ordered && (
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
      )}
    </fieldset>
  );
}
