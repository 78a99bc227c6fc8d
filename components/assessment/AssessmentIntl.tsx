import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';

/** Gives the self-assessment's client islands their strings (and only theirs). */
export async function AssessmentIntl({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('common', 'assessment')}>{children}</NextIntlClientProvider>;
}
