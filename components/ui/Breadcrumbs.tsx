import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { JsonLd } from './JsonLd';
import styles from './Breadcrumbs.module.css';

export type Crumb = { name: string; /** path without the /en prefix; the last crumb (this page) needs none */ href?: string };

/** The trail to this page, visible and as a BreadcrumbList for search engines. */
export function Breadcrumbs({ items, label, locale }: { items: Crumb[]; label: string; locale: Locale }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.href ? { item: absoluteUrl(encodeURI(localizedPath(item.href, locale))) } : {}),
    })),
  };
  return (
    <nav aria-label={label} className={styles.trail}>
      <ol>
        {items.map((item, i) =>
          item.href && i < items.length - 1 ? (
            <li key={i}>
              <Link href={item.href}>{item.name}</Link>
            </li>
          ) : (
            <li key={i} aria-current="page">
              {item.name}
            </li>
          ),
        )}
      </ol>
      <JsonLd data={data} />
    </nav>
  );
}
