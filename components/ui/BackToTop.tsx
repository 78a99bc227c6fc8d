'use client';

import { useEffect, useState } from 'react';
import styles from './BackToTop.module.css';

const THRESHOLD_PX = 200;

type Props = {
  label: string;
  /** The site's colour, e.g. 'var(--color-mm)'. */
  color: string;
};

/** Appears once the page is scrolled more than 200 px; scrolls smoothly back up (instantly for reduced motion). */
export function BackToTop({ label, color }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      style={{ '--back-to-top-color': color } as React.CSSProperties}
      aria-label={label}
      title={label}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
