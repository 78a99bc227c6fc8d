import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead } from '@/lib/cache/cached-read';
import type { Locale } from '@/lib/i18n/routing';
import { aboutUs } from './schema';

export const ABOUT_CATEGORIES = ['President', 'Association', 'Office', 'Auditor'] as const;
export type AboutCategory = (typeof ABOUT_CATEGORIES)[number];

export type AboutPerson = {
  id: number;
  about_category: string;
  name: string;
  position: string;
  company: string;
  email: string;
  profile: string;
  years_of_work: string;
};

/** Everyone on the about-us lists (and the auditors), with names and titles in the reader's language. */
export async function listAboutPeople(db: DbOrTx, p: { lang: Locale }): Promise<AboutPerson[]> {
  const rows = await db.select().from(aboutUs).orderBy(asc(aboutUs.sequence), asc(aboutUs.id));
  const pick = (mn: string, en: string) => (p.lang === 'en' ? en || mn : mn);
  return rows.map((r) => ({
    id: r.id,
    about_category: r.about_category,
    name: pick(r.name, r.name_en),
    position: pick(r.position, r.position_en),
    company: pick(r.company, r.company_en),
    email: r.email,
    profile: r.profile,
    years_of_work: r.years_of_work,
  }));
}

export const getAboutPeople = cachedRead(listAboutPeople, 'mm-about-people', [TAGS.about]);

export const peopleIn = (people: AboutPerson[], category: AboutCategory) => people.filter((p) => p.about_category === category);
