import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A link from content: our own paths go through the locale-aware Link, web addresses open in a new tab,
 * and an empty href (an invalid menu category) gives a placeholder link that goes nowhere.
 */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (!href) return <a className={className}>{children}</a>;
  if (href.startsWith('/')) return <Link href={href} className={className}>{children}</Link>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
