import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { directoryLayoutMetadata } from '@/lib/directory/seo';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryShell } from '../shell/DirectoryShell';
import { localeOf, type LocaleParams } from '@/lib/i18n/page';

/** The layout of /yp or /yellow-page: both wear the same directory shell. */
export function directoryLayout(base: DirectoryBase, namespaces: string[] = []) {
  return {
    generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => directoryLayoutMetadata(await localeOf(params)),
    Layout: async function DirectoryLayout({ children, params }: LocaleParams & { children: ReactNode }) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return (
        <DirectoryShell base={base} namespaces={namespaces}>
          {children}
        </DirectoryShell>
      );
    },
  };
}
