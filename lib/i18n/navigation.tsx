'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo, type ComponentProps } from 'react';
import { localizedPath, splitLocale } from './paths';
import type { Locale } from './routing';

/*
 * Language-aware navigation for our two URL shapes (Mongolian unprefixed, English under /en), on top of
 * next/link and next/navigation. next-intl's createNavigation does the same for every routing set-up and
 * costs each visitor ≈2 KB more JavaScript; the language cookie is written by LanguageToggle alone.
 */

const localized = (href: string, locale: Locale) => (href.startsWith('/') && !href.startsWith('//') ? localizedPath(href, locale) : href);

/** next/link to a path of the site in the page's language (or `locale`). */
export function Link({ href, locale, ...props }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale }) {
  const current = useLocale();
  return <NextLink href={localized(href, locale ?? current)} {...props} />;
}

/** The page's path without its language prefix. */
export function usePathname() {
  return splitLocale(useNextPathname()).path;
}

/** next/navigation's router, taking paths without the language prefix. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) => router.push(localized(href, locale), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) => router.replace(localized(href, locale), options),
      prefetch: (href: string) => router.prefetch(localized(href, locale)),
    }),
    [router, locale],
  );
}
