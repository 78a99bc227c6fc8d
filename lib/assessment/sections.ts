import type { Locale } from '@/lib/i18n/routing';

/**
 * The five scopes of the responsible-mining programme. A question's first index part names its section;
 * the result keeps one percentage per scope (first_section_per … fifth_section_per).
 */
export const SECTIONS: Record<string, { mn: string; en: string }> = {
  '1': { mn: 'Засаглал, ёс зүй ба ил тод байдал', en: 'Governance, ethics and transparency' },
  '2': { mn: 'Байгаль орчны менежмент', en: 'Environmental stewardship' },
  '3': { mn: 'Хөдөлмөрийн аюулгүй байдал, эрүүл ахуй', en: 'Occupational health and safety' },
  '4': { mn: 'Хөдөлмөрийн харилцаа ба хүний эрх', en: 'Labour relations and human rights' },
  '5': { mn: 'Орон нутгийн хөгжил ба оролцогч талууд', en: 'Community development and stakeholders' },
};

export const SECTION_KEYS = ['1', '2', '3', '4', '5'] as const;

export function sectionTitle(mainIndex: string, locale: Locale = 'mn'): string {
  const known = SECTIONS[mainIndex];
  if (known) return known[locale];
  return locale === 'en' ? `Section ${mainIndex}` : `${mainIndex}-р хэсэг`;
}
