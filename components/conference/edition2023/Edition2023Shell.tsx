import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { CONFERENCE_CLIENT_MESSAGES } from '../shell/client-messages';
import { BackToTop } from '@/components/ui/BackToTop';
import { Navbar2023 } from './Navbar2023';
import { Footer2023 } from './Footer2023';

/** The archived 2023 edition's frame: its own navbar and footer. */
export async function Edition2023Shell({ children }: { children: ReactNode }) {
  const common = await getTranslations('common');
  return (
    <NextIntlClientProvider messages={await clientMessages(...CONFERENCE_CLIENT_MESSAGES)}>
      <Navbar2023 />
      <main id="main">{children}</main>
      <Footer2023 />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </NextIntlClientProvider>
  );
}
