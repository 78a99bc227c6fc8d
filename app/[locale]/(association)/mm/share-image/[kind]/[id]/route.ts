import { isLocale } from '@/lib/i18n/routing';
import { SHARE_KINDS, shareSubject, type ShareKind } from '@/lib/seo/share-cards';
import { shareImage } from '@/lib/seo/share-image';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; kind: string; id: string }> };

/**
 * A page's Open Graph image (issue 24.6), 1200×630 PNG. Asked with the current version (?v=) it is kept by
 * browsers and networks for a year; the page names a new version after every edit.
 */
export async function GET(req: Request, { params }: Context) {
  const { locale, kind, id } = await params;
  if (!isLocale(locale) || !SHARE_KINDS.includes(kind as ShareKind) || !/^[1-9]\d{0,8}$/.test(id)) return notFound();
  const subject = await shareSubject(locale, kind as ShareKind, Number(id));
  if (!subject) return notFound();
  const current = new URL(req.url).searchParams.get('v') === subject.version;
  const { version: _version, ...card } = subject;
  return shareImage({ ...card, headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300' } });
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
