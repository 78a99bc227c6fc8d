import 'server-only';
import { createHash } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getNews } from '@/lib/news/queries';
import { loadCurrentEvent, loadNews2023 } from '@/lib/conference/page-data';
import { loadSession } from '@/lib/conference/programme-data';
import { mmSiteName } from './mm-metadata';
import type { ShareCard } from './share-image';

/**
 * The kinds of page that have a share image of their own (issue 24.6): association news and the reports page
 * (served under /mm/share-image), the Mining Week home (id 1), a 2023 news category (id: its cid) and a session
 * (served under /mw/share-image). One generator (share-image.tsx) draws them all.
 */
export const SHARE_KINDS = ['news', 'reports', 'mw', 'mw-news', 'mw-session'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The reports page's image changes only with its wording (messages), so with a release. */
export const REPORTS_SHARE_VERSION = '1';

export type ShareSubject = Omit<ShareCard, 'headers'> & { /** Changes with the content, so a changed page gets a new image URL. */ version: string };

const site = (kind: ShareKind) => (kind.startsWith('mw') ? 'mw' : 'mm');

/**
 * The address of a page's share image. The version (the item's last change) is part of it: networks and
 * browsers keep the image for a year, and an edit gives the page a new address.
 */
export const shareImagePath = (locale: Locale, kind: ShareKind, id: number, version: string) =>
  `${locale === 'en' ? '/en' : ''}/${site(kind)}/share-image/${kind}/${id}?v=${encodeURIComponent(version)}`;

/** A news item's share-image version: its last change. */
export const newsShareVersion = (updatedAt: string) => String(Date.parse(updatedAt));

/** The version of an image drawn from texts only: it changes when they do. */
const textVersion = (...texts: string[]) => createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 12);
const fromTexts = (card: Omit<ShareSubject, 'version'>): ShareSubject => ({ ...card, version: textVersion(card.title, card.label, card.siteName) });

/** A conference page's subject: its title and, above it, the event's name. */
async function conferenceSubject(locale: Locale, kind: 'mw' | 'mw-news' | 'mw-session', id: number, siteName: string): Promise<ShareSubject | null> {
  const event = (await loadCurrentEvent(locale)).name ?? 'Mining Week';
  const meta = await getTranslations({ locale, namespace: 'mw.meta' });
  if (kind === 'mw') return id === 1 ? fromTexts({ title: event, label: meta('description').split(' — ')[0] ?? event, siteName }) : null;
  if (kind === 'mw-session') {
    const session = await loadSession({ id, locale });
    return session && fromTexts({ title: session.title, label: event, siteName });
  }
  const category = (await loadNews2023({ locale, cid: id, page: 1 })).categories.find((c) => c.cid === id);
  return category ? fromTexts({ title: category.name, label: `${meta('edition2023')} · ${meta('news2023')}`, siteName }) : null;
}

/** What a share image shows: a news item's title and category, the reports page's heading (id: its page number), a conference page's title. */
export async function shareSubject(locale: Locale, kind: ShareKind, id: number): Promise<ShareSubject | null> {
  const siteName = await mmSiteName(locale);
  if (kind === 'news') {
    const item = await getNews({ id, lang: locale });
    if (!item) return null;
    return { title: item.title, label: item.category ?? '', siteName, version: newsShareVersion(item.updated_at) };
  }
  if (kind !== 'reports') return conferenceSubject(locale, kind, id, siteName);
  const t = await getTranslations({ locale, namespace: 'mm.report' });
  return { title: t('title'), label: (await getTranslations({ locale, namespace: 'common' }))('site.mm'), siteName, version: REPORTS_SHARE_VERSION };
}

/**
 * A conference page's share image as Open Graph and Twitter metadata (its title in the page's language), for
 * generateMetadata of /mw pages; nothing when the page has no subject (an unknown session or category).
 */
export async function conferenceShareMetadata(locale: Locale, kind: 'mw' | 'mw-news' | 'mw-session', id: number) {
  const subject = await shareSubject(locale, kind, id);
  if (!subject) return {};
  const image = { url: shareImagePath(locale, kind, id, subject.version), width: 1200, height: 630, alt: subject.title };
  return { openGraph: { title: subject.title, images: [image] }, twitter: { card: 'summary_large_image' as const, images: [image.url] } };
}
