'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SECTION_KEYS, sectionTitle } from '@/lib/assessment/sections';
import type { Locale } from '@/lib/i18n/routing';
import mn from '@/messages/mn/assessment.json';

/** Plain strings for the poster and the answers sheet, so the back office (Mongolian only) can show them too. */
export type ResultLabels = {
  poster: typeof mn.member;
  sheet: typeof mn.sheet;
  sectionTitles: string[];
  ring: (value: number) => string;
};

const titles = (locale: Locale) => SECTION_KEYS.map((k) => sectionTitle(k, locale));

/** The back office's labels: the Mongolian strings. */
export const MN_RESULT_LABELS: ResultLabels = {
  poster: mn.member,
  sheet: mn.sheet,
  sectionTitles: titles('mn'),
  ring: (value) => mn.ring.label.replace('{value}', String(value)),
};

/** The public site's labels in the page's language. */
export function useResultLabels(): ResultLabels {
  const t = useTranslations('assessment');
  const locale = useLocale() as Locale;
  const pick = <K extends string>(ns: 'member' | 'sheet', keys: K[]) => Object.fromEntries(keys.map((k) => [k, t(`${ns}.${k}` as never)]));
  return {
    poster: pick('member', Object.keys(mn.member)) as ResultLabels['poster'],
    sheet: pick('sheet', Object.keys(mn.sheet)) as ResultLabels['sheet'],
    sectionTitles: titles(locale),
    ring: (value) => t('ring.label', { value }),
  };
}
