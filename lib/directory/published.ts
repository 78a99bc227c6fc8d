import { eq } from 'drizzle-orm';
import { companies, persons } from './schema';

/**
 * The one rule of what the public may see: only companies and consultants an administrator approved.
 * Every public read (queries.ts, the sitemap) filters with these and nothing else decides it; the searches read
 * the companies' rule from shown_sort_mn/en, which the triggers of migration 0011_search_speed set from `approval`
 * (change the two together).
 */
export const publishedCompany = eq(companies.approval, true);
export const publishedPerson = eq(persons.approval, true);
