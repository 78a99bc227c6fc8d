import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { newsFeed } from '@/lib/news/feed';

// Read from the database on request; the reads are cached and tagged with the news, so a change shows at once.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/**
 * /mm/rss.xml and /en/mm/rss.xml (issue 24.4): the newest news in that language, `?category=<cid>` for one
 * category. The Mongolian address reaches this route through a rewrite (next.config.ts).
 */
export async function GET(req: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale)) return notFound();
  const raw = new URL(req.url).searchParams.get('category');
  if (raw !== null && !/^[1-9]\d{0,8}$/.test(raw)) return notFound();
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const xml = await newsFeed(locale, { siteTitle: t('siteTitle'), description: t('description') }, raw === null ? undefined : Number(raw));
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
