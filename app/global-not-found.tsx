import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { PAGE_NOT_FOUND_MESSAGES } from '@/components/not-found/page-not-found-messages';
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
        {/* As in the root layout: the conference frames hand the client no strings, so the page's come from here. */}
        <NextIntlClientProvider messages={await clientMessages(...PAGE_NOT_FOUND_MESSAGES)}>
          <SiteNotFound route={current} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
