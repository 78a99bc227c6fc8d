import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { MembershipPage } from '@/components/association/membership/MembershipPage';
import { membershipMetadata } from '@/components/association/membership/membership-metadata';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return membershipMetadata((await params).locale as Locale);
}

export default async function MembershipRoute({ params }: Params) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <MembershipPage locale={locale} path="/mm/membership" />;
}
