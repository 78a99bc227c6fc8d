import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFoundRoute, SITE_PATH_HEADER } from '@/lib/not-found/route';
import { SiteNotFound } from '@/components/not-found/SiteNotFound';
import './globals.css';

/**
 * Every not-found answer's HTML: URLs no route matches, and (through scripts/server.mjs) pages that call
 * notFound(), whose own 404 Next sends as an empty document filled in only by JavaScript. Not-found pages
 * get no params: the language and site come from the asked-for path the proxy or server passes along.
 */
async function route() {
  return notFoundRoute((await headers()).get(SITE_PATH_HEADER));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: (await route()).locale, namespace: 'common' });
  return { title: t('notFoundTitle') };
}

export default async function GlobalNotFound() {
  const current = await route();
  setRequestLocale(current.locale);
  return (
    <html lang={current.locale}>
      <body>
        <SiteNotFound route={current} />
      </body>
    </html>
  );
}
