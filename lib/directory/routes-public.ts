import { z } from 'zod';
import { route } from '@/lib/api/table';
import { notFound } from '@/lib/api/errors';
import { IMAGE_LIMIT } from '@/lib/storage';
import { FORM_OVERHEAD } from '@/lib/files/stored-uploads';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { limitPerEmail } from '@/lib/security/form-limits';
import type { Db } from '@/lib/db/client';
import { limitParam, langParam } from '@/lib/api/params';
import {
  categoriesByMainQuery,
  companiesByCategoryQuery,
  companyQuery,
  consultantsQuery,
  langQuery,
  languageQuery,
  publicCompanyRegistration,
  publicConsultantRegistration,
  searchQuery,
} from './api-schemas';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from './listing-sizes';
import { subCategories } from './categories';
import { directoryNews, directoryPages } from './queries';
import { registerCompany, registerConsultant } from './commands-registration';
import { listBanners } from '@/lib/site/queries';

/** The message of a missing or unpublished company, in the caller's language (spec §8). */
export const NO_COMPANY = { mn: 'Мэдээлэл байхгүй байна.', en: 'No results found.' } as const;

/** A visitor may send a few registrations, not a flood: 20 per 10 minutes from one address, 10 an hour per registrant e-mail. */
const limitRegistrations = async (db: Db, ip: string, email: string) => {
  await enforceRateLimit(db, `yp-registration:${ip}`, { limit: 20, windowSeconds: 600 });
  await limitPerEmail(db, 'yp-registration', email);
};

const companyRoute = (path: string) =>
  route({
    method: 'GET',
    path,
    query: companyQuery,
    shared: true,
    handler: async ({ query }) => {
      const company = await directoryPages.company(query);
      if (!company) throw notFound(NO_COMPANY[query.lang]);
      return { company };
    },
  });

const newsRoute = (path: string) =>
  route({
    method: 'GET',
    path,
    query: z.object({ lang: langParam, limit: limitParam(4) }),
    shared: true,
    handler: async ({ db, query }) => ({ news: await directoryNews(db, query) }),
  });

/**
 * /api/yp: browsing, search, company pages and the registration wizard. Only published entries are ever read;
 * reads go through the same tagged cache as the pages, so a burst of identical searches costs one query.
 */
export const directoryPublicRoutes = [
  route({ method: 'GET', path: '/get/all-categories', query: langQuery, shared: true, handler: async ({ query }) => ({ categories: await directoryPages.categoryTree(query.lang) }) }),
  route({ method: 'GET', path: '/categories', query: languageQuery, handler: async ({ db, query }) => ({ subCategories: await subCategories(db, query.language) }) }),
  route({
    method: 'GET',
    path: '/categories-by-main',
    query: categoriesByMainQuery,
    handler: async ({ db, query }) => ({ subCategories: await subCategories(db, query.language, query.main) }),
  }),
  route({
    method: 'GET',
    path: '/get/companies-by-category',
    query: companiesByCategoryQuery,
    shared: true,
    handler: async ({ query }) => {
      const { category, ...page } = await directoryPages.companiesByCategory(query);
      if (!category) throw notFound('Ангилал олдсонгүй.');
      return page;
    },
  }),
  route({ method: 'GET', path: '/get/consultants-by-category', query: consultantsQuery, shared: true, handler: ({ query }) => directoryPages.consultants(query) }),
  route({ method: 'GET', path: '/search/companies', query: searchQuery(PUBLIC_PAGE_SIZE), handler: ({ query }) => directoryPages.searchCompanies(query) }),
  route({ method: 'GET', path: '/search/consultants', query: searchQuery(CONSULTANT_PAGE_SIZE), handler: ({ query }) => directoryPages.searchConsultants(query) }),
  companyRoute('/company'),
  companyRoute('/get/company'),
  route({ method: 'GET', path: '/get/banners', handler: async ({ db }) => ({ banners: await listBanners(db, { site: 'yp' }) }) }),
  newsRoute('/news'),
  newsRoute('/get/recent-news'),
  route({
    method: 'POST',
    path: '/insert/yellow-registration',
    multipart: true,
    maxBytes: IMAGE_LIMIT + FORM_OVERHEAD,
    body: publicCompanyRegistration,
    handler: async ({ db, body, ip }) => {
      await limitRegistrations(db, ip, body.registrantEmail);
      return { success: true, ...(await registerCompany(db, body, { approved: false })) };
    },
  }),
  route({
    method: 'POST',
    path: '/insert/yellow-consultant',
    body: publicConsultantRegistration,
    handler: async ({ db, body, ip }) => {
      await limitRegistrations(db, ip, body.registrantEmail);
      return { success: true, ...(await registerConsultant(db, body, { approved: false })) };
    },
  }),
];
