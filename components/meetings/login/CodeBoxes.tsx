'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './login.module.css';

export const CODE_LENGTH = 6;

type Props = { digits: string[]; onChange: (digits: string[]) => void; disabled?: boolean };

/** Six one-digit boxes: digits only, typing moves on, Backspace moves back, a pasted code fills them all. */
export function CodeBoxes({ digits, onChange, disabled }: Props) {
  const t = useTranslations('meetings.login');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  function fill(from: number, typed: string) {
    const only = typed.replace(/\D/g, '');
    const next = [...digits];
    if (only.length <= 1) {
      next[from] = only;
      onChange(next);
      if (only) focus(from + 1);
      return;
    }
    // Paste or one-time-code autofill: spread the digits over the boxes from here on.
    [...only].slice(0, CODE_LENGTH - from).forEach((d, k) => (next[from + k] = d));
    onChange(next);
    focus(from + only.length);
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  }

  return (
    <div className={styles.boxes}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className={styles.box}
          value={d}
          onChange={(e) => fill(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={CODE_LENGTH}
          aria-label={t('digit', { n: i + 1 })}
          disabled={disabled}
          autoFocus={i === 0}
        />
      ))}
    </div>
  );
}
