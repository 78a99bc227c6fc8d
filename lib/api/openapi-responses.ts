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

export const MAIN_RESPONSES: Record<string, z.ZodType> = {
  'GET /api/mm/get/news': newsList,
  'GET /api/mm/get/news-by-date': newsList,
  'GET /api/mm/search/news': newsList,
  'GET /api/admin/auth': z.object({ account }),
  'GET /api/admin/get/mail-log': mailLogPage,
  'GET /api/admin/get/account': z.object({ account }),
  'GET /api/yp/get/user': z.object({ user: participant }),
};
