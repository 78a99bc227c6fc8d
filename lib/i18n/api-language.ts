import { isLocale, LOCALE_COOKIE, type Locale } from './routing';

/** The `lang` a caller named in a JSON or form body, if it named a supported one. */
function bodyLanguage(body: unknown): Locale | undefined {
  const lang = body && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined;
  return isLocale(lang) ? lang : undefined;
}

function cookieLanguage(req: Request): Locale | undefined {
  const match = (req.headers.get('cookie') ?? '').match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/** The supported language the browser prefers most (by q-value), e.g. 'mn-MN,en;q=0.8' → 'mn'. */
function headerLanguage(req: Request): Locale | undefined {
  const ranked = (req.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry): entry is { lang: Locale; q: number } => isLocale(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang;
}

/**
 * The language an API answer is written in: the page that asked says so with `lang` (query, then body);
 * else the visitor's stored choice (NEXT_LOCALE cookie); else the browser's Accept-Language; else Mongolian.
 */
export function apiLanguage(req: Request, body?: unknown): Locale {
  const query = new URL(req.url).searchParams.get('lang');
  return (isLocale(query) ? query : undefined) ?? bodyLanguage(body) ?? cookieLanguage(req) ?? headerLanguage(req) ?? 'mn';
}
