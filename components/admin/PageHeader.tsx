import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A screen's heading with its actions (add button, back link) on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={ui.pageHeader}>
      <h1 className={ui.title}>{title}</h1>
      {children && <div className={ui.actions}>{children}</div>}
    </div>
  );
}
