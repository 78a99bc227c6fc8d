import type { Locale } from '@/lib/i18n/routing';
import type { InLanguage } from '@/lib/i18n/in-language';

/**
 * A content text on the page: as is when it is in the page's language; a Mongolian fallback on /en is marked
 * with its language (for screen readers and translation tools) and a visible note such as '(in Mongolian)'.
 */
export function LocalizedText({ value, locale, note }: { value: InLanguage; locale: Locale; note: string }) {
  if (value.lang === locale) return <>{value.text}</>;
  return (
    <>
      <span lang={value.lang}>{value.text}</span> <small>({note})</small>
    </>
  );
}
