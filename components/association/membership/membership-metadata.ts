import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';

/** /mm/membership and /mm/member share one canonical URL: /mm/membership. */
export async function membershipMetadata(locale: Locale): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'mm.membership' }), getTranslations({ locale, namespace: 'mm.meta' })]);
  return mmPageMetadata({ locale, path: '/mm/membership', title: t('title'), description: meta('membership') });
}
