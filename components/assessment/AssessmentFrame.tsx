import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './assessment.module.css';

/** The frame of the self-assessment screens inside the /mm shell's <main>: optional top links, the title, the content. */
export function AssessmentFrame({ title, lead, links, children }: {
  title: string;
  lead?: string;
  links?: { href: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <div className="container">
      <div className={`${styles.page} ${styles.narrow}`}>
        {links && (
          <nav className={styles.links} aria-label={title}>
            {links.map((l) => (
              <Link key={l.href} className={styles.link} href={l.href}>
                {l.label}
              </Link>
            ))}
          </nav>
        )}
        <h1 className={styles.heading}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
