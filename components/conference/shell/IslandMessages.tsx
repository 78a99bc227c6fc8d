import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { ConferenceIslandSection } from './client-messages';

/**
 * A conference client island with the strings it reads: its own `mw` section, and `common`, because a provider
 * replaces its parent's messages (the root layout hands only the not-found page's two).
 */
export async function IslandMessages({ section, children }: { section: ConferenceIslandSection; children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('common', `mw.${section}`)}>{children}</NextIntlClientProvider>;
}
