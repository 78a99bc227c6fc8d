import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { localeOf } from '@/lib/i18n/page';

const PAGES = {
  chooser: { path: '/mm/assessment', title: 'meta.chooser', description: 'chooser.lead' },
  self: { path: '/mm/self-assessment', title: 'meta.self', description: 'chooser.selfText' },
  member: { path: '/mm/member-assessment', title: 'meta.member', description: 'chooser.memberText' },
} as const;

/** Title, description, canonical and language alternates of a self-assessment page. */
export async function assessmentMetadata(params: Promise<{ locale: string }>, page: keyof typeof PAGES): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'assessment' });
  const p = PAGES[page];
  return mmPageMetadata({ locale, path: p.path, title: t(p.title), description: t(p.description) });
}
