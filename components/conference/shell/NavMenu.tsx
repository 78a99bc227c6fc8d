'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './navbar.module.css';

/** The collapsible menu of a small screen; on wide screens the links are always shown. */
export function NavMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      {/* A followed link closes the menu. */}
      <div id={id} className={styles.menu} data-open={open} onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
        {children}
      </div>
    </>
  );
}
