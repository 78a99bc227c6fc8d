import 'server-only';
import { isLocale } from '@/lib/i18n/routing';
import { SHARE_KINDS, shareSubject, type ShareKind } from './share-cards';
import { shareImage } from './share-image';

type Context = { params: Promise<{ locale: string; kind: string; id: string }> };

/**
 * A page's Open Graph image (issue 24.6), 1200×630 PNG, for /mm/share-image and /mw/share-image (each serves
 * its site's kinds). Asked with the current version (?v=) it is kept by browsers and networks for a year; the
 * page names a new version after every edit.
 */
export function shareImageRoute(site: 'mm' | 'mw') {
  return async function GET(req: Request, { params }: Context) {
    const { locale, kind, id } = await params;
    const known = SHARE_KINDS.includes(kind as ShareKind) && kind.startsWith('mw') === (site === 'mw');
    if (!isLocale(locale) || !known || !/^[1-9]\d{0,8}$/.test(id)) return notFound();
    const subject = await shareSubject(locale, kind as ShareKind, Number(id));
    if (!subject) return notFound();
    const current = new URL(req.url).searchParams.get('v') === subject.version;
    const { version: _version, ...card } = subject;
    return shareImage({ ...card, headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300' } });
  };
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
