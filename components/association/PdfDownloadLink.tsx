import type { ReactNode } from 'react';
import type { PdfKind } from '@/lib/files/routes-public';
import type { Locale } from '@/lib/i18n/routing';
import styles from './PdfDownloadLink.module.css';

type Props = { kind: PdfKind; id: number; title: string; lang: Locale; ariaLabel: string; children: ReactNode; className?: string };

/**
 * Downloads a PDF saved as '{title}.pdf'. The route sends Content-Disposition with that name, so the name holds
 * even where the download attribute is ignored (files on object storage, other origins).
 */
export function PdfDownloadLink({ kind, id, title, lang, ariaLabel, children, className }: Props) {
  const fileName = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document'}.pdf`;
  return (
    <a href={`/api/mm/download/pdf?kind=${kind}&id=${id}&lang=${lang}`} download={fileName} className={`${styles.link} ${className ?? ''}`} aria-label={ariaLabel}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M12 3v11m0 0l-4-4m4 4l4-4M5 19h14" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
      {children}
    </a>
  );
}
