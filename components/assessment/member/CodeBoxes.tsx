'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from '../assessment.module.css';

export const CODE_LENGTH = 6;

/**
 * Six one-digit boxes: non-digits are dropped, typing moves to the next box, Backspace on an empty box
 * goes back, and pasting (or an autofilled) code fills every box.
 */
export function CodeBoxes({ digits, onChange, describedBy }: { digits: string[]; onChange: (digits: string[]) => void; describedBy?: string }) {
  const t = useTranslations('assessment.member');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  /** Writes digits starting at box `from` and moves the focus after the last one written. */
  const fill = (from: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, CODE_LENGTH - from).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((d, k) => (next[from + k] = d));
    onChange(next);
    focus(from + incoming.length);
  };

  return (
    <div className={styles.codeBoxes} role="group" aria-label={t('codeHeading')} aria-describedby={describedBy}>
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={styles.codeBox}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('codeDigit', { n: i + 1 })}
          value={digit}
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, '');
            if (typed.length > 1) return fill(i, typed);
            const next = [...digits];
            next[i] = typed;
            onChange(next);
            if (typed) focus(i + 1);
          }}
          onPaste={(e) => {
            e.preventDefault();
            const pasted = e.clipboardData.getData('text').replace(/\D/g, '');
            fill(pasted.length >= CODE_LENGTH ? 0 : i, pasted);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && !digit && i > 0) {
              e.preventDefault();
              const next = [...digits];
              next[i - 1] = '';
              onChange(next);
              focus(i - 1);
            } else if (e.key === 'ArrowLeft') focus(i - 1);
            else if (e.key === 'ArrowRight') focus(i + 1);
          }}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
