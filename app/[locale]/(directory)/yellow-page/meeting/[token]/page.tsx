import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { MeetingSchedule } from '@/components/meetings/schedule/MeetingSchedule';

type Props = { params: Promise<{ locale: string; token: string }> };

/**
 * Rendered per request, never cached: the path is a credential, and caching a page per token would write
 * every token (and every made-up one) into the page cache on disk. The page itself is only a shell.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'meetings.meta' });
  // The token in this URL is a credential: keep it out of search engines and other sites' Referer headers.
  return { title: t('scheduleTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * A participant's schedule (spec §2.6). The page holds no personal data: the island reads the participant
 * and their meetings from the API with the token as a bearer credential.
 */
export default async function MeetingSchedulePage({ params }: Props) {
  const { token } = await params;
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return (
    <div className="container">
      <MeetingSchedule token={token} />
    </div>
  );
}
