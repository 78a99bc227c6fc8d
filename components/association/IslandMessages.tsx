import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** The mm sections that client islands read. */
type Section = 'detail' | 'form' | 'trade';

/**
 * Gives the client islands inside it the common strings and the named mm sections, nothing more: every
 * string handed over here is inlined in the page's HTML, so each page asks only for what its islands read.
 */
export async function IslandMessages({ sections, children }: { sections: Section[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, Record<string, unknown>>;
  const mm = all.mm ?? {};
  const messages = { common: all.common, mm: Object.fromEntries(sections.map((section) => [section, mm[section]])) };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
