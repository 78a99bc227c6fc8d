import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { PAGE_NOT_FOUND_MESSAGES } from '@/components/not-found/page-not-found-messages';
import '../globals.css';

/** No page is rendered at build time (there is no database then); each renders on first request and is cached. */
export function generateStaticParams() {
  return [];
}

export default async function PublicRootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        {/* Only the not-found page below renders outside a site's shell: each shell hands its own islands their strings. */}
        <NextIntlClientProvider messages={await clientMessages(...PAGE_NOT_FOUND_MESSAGES)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
