import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MembershipPage } from '@/components/association/membership/MembershipPage';
import { membershipMetadata } from '@/components/association/membership/membership-metadata';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

/** /mm/member shows the membership page; its canonical URL is /mm/membership, so search engines index one. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return membershipMetadata(await localeOf(params));
}

export default async function MemberRoute({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <MembershipPage locale={locale} path="/mm/member" />;
}
