'use client';

import { createTranslator, useLocale, useTranslations } from 'next-intl';
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

type Translate = (key: string, values?: Record<string, number>) => string;

/** The labels from a translator of the assessment namespace (the file's keys name the strings). */
function resultLabels(t: Translate, locale: Locale): ResultLabels {
  const pick = (ns: 'member' | 'sheet') => Object.fromEntries(Object.keys(mn[ns]).map((k) => [k, t(`${ns}.${k}`)]));
  return {
    poster: pick('member') as ResultLabels['poster'],
    sheet: pick('sheet') as ResultLabels['sheet'],
    sectionTitles: SECTION_KEYS.map((k) => sectionTitle(k, locale)),
    ring: (value) => t('ring.label', { value }),
  };
}

/** The back office's labels: the Mongolian strings (the build may have precompiled them, so they are formatted, never read raw). */
export const MN_RESULT_LABELS = resultLabels(createTranslator({ locale: 'mn', messages: { assessment: mn }, namespace: 'assessment' }) as unknown as Translate, 'mn');

/** The public site's labels in the page's language. */
export function useResultLabels(): ResultLabels {
  const t = useTranslations('assessment');
  return resultLabels(t as unknown as Translate, useLocale());
}
