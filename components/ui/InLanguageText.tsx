import type { InLanguage } from '@/lib/i18n/in-language';

/** A text from lib/i18n/in-language, marked with its language (a Mongolian fallback on /en is read as Mongolian). */
export function InLanguageText({ value, className }: { value: InLanguage; className?: string }) {
  return (
    <span className={className} lang={value.lang}>
      {value.text}
    </span>
  );
}
