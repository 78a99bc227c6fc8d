'use client';

import { useRef } from 'react';
import styles from './CodeBoxes.module.css';

export const CODE_LENGTH = 6;
export const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Accessible name of the group, e.g. "Verification code". */
  label: string;
  /** Accessible name of box n (1-based), e.g. "Digit 3". */
  digitLabel: (n: number) => string;
  describedBy?: string;
  disabled?: boolean;
};

/**
 * Six one-digit boxes for a one-time code (member self-assessment, meeting sign-in): non-digits are dropped,
 * typing moves to the next box, Backspace on an empty box goes back, and a pasted or autofilled code fills
 * the boxes from the one it lands in (from the first when it is a whole code).
 */
export function CodeBoxes({ digits, onChange, label, digitLabel, describedBy, disabled }: Props) {
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
    <div className={styles.boxes} role="group" aria-label={label} aria-describedby={describedBy}>
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={styles.box}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={CODE_LENGTH}
          aria-label={digitLabel(i + 1)}
          disabled={disabled}
          autoFocus={i === 0}
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
