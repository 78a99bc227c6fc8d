import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { MeetingLogin } from '@/components/meetings/login/MeetingLogin';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'meetings.meta' });
  return { title: t('loginTitle'), robots: { index: false, follow: false } };
}

/** Participant sign-in (spec §2.5): the page is static; the steps run in the client island. */
export default async function MeetingLoginPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  // Google sign-in is offered only when this server has a Google client id (read at render, not build).
  const googleClientId = process.env.GOOGLE_CLIENT_ID || null;
  return (
    <div className="container">
      <MeetingLogin googleClientId={googleClientId} />
    </div>
  );
}
