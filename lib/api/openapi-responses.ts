import { z } from 'zod';
import { mailLogPage } from '@/lib/mail/log-schema';

/**
 * Success shapes of the main routes, for the OpenAPI document (lib/api/openapi.ts); routes not listed are
 * documented as a JSON object. Keyed by "METHOD /full/path".
 */
const newsCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publisher: z.string(),
  category_cid: z.number().int(),
  created_at: z.string(),
});
const newsList = z.object({ news: z.array(newsCard), totalPages: z.number().int() });
const account = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
  account_role: z.number().int().describe('1 moderator, 2 admin, 3 user'),
});
const participant = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  email: z.string(),
  phone_number: z.string(),
  user_type: z.string(),
});

const dashboard = z.object({
  result: z.object({
    newsCount: z.number().int(),
    requestCount: z.number().int(),
    queues: z.array(z.object({ key: z.string(), count: z.number().int(), href: z.string().describe('The back-office page that works this queue') })),
  }),
});
const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  account_id: z.number().int().nullable(),
  account_email: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()).describe('{before, after} of the changed fields, {after} of an insert, {before} of a delete, or {request}'),
  ip: z.string(),
});
const mark = z.tuple([z.number().int(), z.number().int()]).describe('[start, length] in characters');
const siteSearch = z.object({
  results: z.array(
    z.object({
      type: z.enum(['news', 'page', 'report', 'document', 'company', 'consultant']),
      id: z.number().int(),
      title: z.string(),
      snippet: z.string(),
      titleMarks: z.array(mark),
      snippetMarks: z.array(mark),
      url: z.string(),
      date: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const MAIN_RESPONSES: Record<string, z.ZodType> = {
  'GET /api/mm/get/news': newsList,
  'GET /api/mm/get/news-by-date': newsList,
  'GET /api/mm/search/news': newsList,
  'GET /api/mm/search/site': siteSearch,
  'GET /api/admin/auth': z.object({ account }),
  'GET /api/admin/get/mail-log': mailLogPage,
  'GET /api/admin/get/account': z.object({ account }),
  'GET /api/yp/get/user': z.object({ user: participant }),
  'GET /api/admin/get/dashboard': dashboard,
  'GET /api/admin/get/audit-log': z.object({ entries: z.array(auditEntry), total: z.number().int(), totalPages: z.number().int() }),
};
