import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { readAdminSession, type AdminSession } from '@/lib/auth/session';
import { canAccess } from '@/lib/auth/roles';
import { HttpError, jsonError } from './errors';
import { apiCacheControl } from './shared-answer';
import { routeAccess, type Method, type Route, type RouteTable } from './table';
import { isCrossOriginWrite } from '@/lib/security/origin';
import { clientIp } from '@/lib/security/client-ip';
import { audited } from '@/lib/audit/route-audit';
import { apiLanguage } from '@/lib/i18n/api-language';
import { translateApiMessage } from '@/lib/i18n/api-messages';
import type { Locale } from '@/lib/i18n/routing';

const JSON_LIMIT = 1024 * 1024;
const MULTIPART_LIMIT = 10 * 1024 * 1024;

function toObject(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key in out) out[key] = ([] as unknown[]).concat(out[key], value);
    else out[key] = value;
  }
  return out;
}

const TOO_LARGE = 'Илгээсэн өгөгдөл хэтэрхий том байна.';

/** Uploads (multipart and streamed bodies) received at once by this process; more wait for a 429 retry. */
const MAX_CONCURRENT_UPLOADS = Number(process.env.MAX_CONCURRENT_UPLOADS || 8);
let uploadsInProgress = 0;
const BUSY = 'Одоогоор хэт олон файл хүлээн авч байна. Түр хүлээгээд дахин оролдоно уу.';

/**
 * The body's bytes, read up to `limit`: an over-long body stops with 413 as soon as it passes the limit,
 * whether or not it declared its length (a chunked upload would otherwise be buffered whole first).
 */
async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw new HttpError(413, TOO_LARGE);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, TOO_LARGE);
      }
      chunks.push(next.value);
    }
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  return bytes;
}

async function readBody(req: Request, r: Route): Promise<unknown> {
  if (r.rawBody || req.method === 'GET') return undefined;
  const bytes = await readLimited(req, r.maxBytes ?? (r.multipart ? MULTIPART_LIMIT : JSON_LIMIT));
  if (r.multipart) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
    } catch {
      throw new HttpError(400, 'multipart/form-data хэлбэрийн өгөгдөл илгээнэ үү.');
    }
    return toObject(form.entries());
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return r.body ? {} : undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'JSON өгөгдөл буруу байна.');
  }
}

function validation(error: z.ZodError, lang: Locale) {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: translateApiMessage(i.message, lang) }));
  return jsonError(400, issues[0]?.message ?? translateApiMessage('Буруу өгөгдөл.', lang), { issues });
}

/** An error answer in the caller's language. */
const fail = (lang: Locale, status: number, message: string, extra?: Record<string, unknown>, headers?: HeadersInit) =>
  jsonError(status, translateApiMessage(message, lang), extra, headers);

const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Ийм бичлэг аль хэдийн бүртгэлтэй байна.'],
  '23503': [409, 'Холбоотой бичлэг байгаа тул үйлдлийг гүйцэтгэх боломжгүй.'],
  '22P02': [400, 'Буруу өгөгдөл.'],
  '22003': [400, 'Тоо хэт их байна.'],
  '22007': [400, 'Огноо буруу байна.'],
  '22008': [400, 'Огноо буруу байна.'],
  '22001': [400, 'Текст хэт урт байна.'],
  '22021': [400, 'Текстийн кодлол буруу байна.'],
};

/** The PostgreSQL error code behind a driver error (drizzle wraps it in `cause`), e.g. '23505'. */
export function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A handler's result as JSON; its `message` (a notice such as 'code sent') in the caller's language. */
function toResponse(result: unknown, lang: Locale): Response {
  if (result instanceof Response) return result;
  const answer = result && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : undefined;
  if (typeof answer?.message === 'string') return Response.json({ ...answer, message: translateApiMessage(answer.message, lang) });
  return Response.json(result ?? { success: true });
}

async function authorize(table: RouteTable, r: Route, req: Request): Promise<AdminSession | null> {
  const admin = await readAdminSession(req);
  if (!table.admin) return admin;
  const access = routeAccess(r);
  if (access === 'session') return admin;
  if (!admin) throw new HttpError(401, 'Нэвтрэх шаардлагатай.');
  if (!canAccess(admin.account_role, access)) throw new HttpError(403, 'Энэ үйлдлийг хийх эрхгүй байна.');
  return admin;
}

/** The route a request names, with its table; `candidates` are the routes at that path (any method). */
function find(tables: RouteTable[], req: Request) {
  const url = new URL(req.url);
  const table = tables
    .filter((t) => url.pathname === t.prefix || url.pathname.startsWith(`${t.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const subPath = table ? url.pathname.slice(table.prefix.length) || '/' : '';
  const candidates = table?.routes.filter((r) => r.path === subPath) ?? [];
  return { url, table, candidates, r: candidates.find((c) => c.method === (req.method as Method)) };
}

/**
 * Dispatches a request to the tables' routes: validation, authorization, errors as JSON. No answer may be
 * kept by a browser or a shared cache unless its handler says so or its route is a `shared` public read
 * (shared-answer.ts): many are private (admin, member, participant).
 */
export async function dispatch(tables: RouteTable[], req: Request): Promise<Response> {
  const found = find(tables, req);
  const res = await route(found, req);
  if (!res.headers.has('cache-control')) res.headers.set('cache-control', apiCacheControl(req, found.r, res));
  return res;
}

async function route({ url, table, candidates, r }: ReturnType<typeof find>, req: Request): Promise<Response> {
  let lang = apiLanguage(req);
  if (candidates.length === 0) return fail(lang, 404, 'API зам олдсонгүй.');
  if (!r) return fail(lang, 405, 'Энэ аргыг дэмжихгүй.', {}, { Allow: candidates.map((c) => c.method).join(', ') });

  try {
    if (req.method !== 'GET' && isCrossOriginWrite(req)) throw new HttpError(403, 'Өөр эх сурвалжаас ирсэн хүсэлтийг хүлээн авахгүй.');
    const admin = await authorize(table!, r, req);
    const query = r.query ? r.query.safeParse(toObject(url.searchParams.entries())) : { success: true as const, data: undefined };
    if (!query.success) return validation(query.error, lang);
    const db = await getDb();
    const ip = clientIp(req);
    if (r.before) await r.before({ req, db, ip });
    const upload = r.multipart || r.rawBody;
    if (upload && uploadsInProgress >= MAX_CONCURRENT_UPLOADS) throw new HttpError(429, BUSY, { retryAfter: 5 });
    if (upload) uploadsInProgress++;
    try {
      const raw = await readBody(req, r);
      lang = apiLanguage(req, raw);
      const body = r.body ? r.body.safeParse(raw ?? {}) : { success: true as const, data: undefined };
      if (!body.success) return validation(body.error, lang);
      const run = async () => r.handler({ req, url, query: query.data, body: body.data, db, admin, ip });
      // Every back-office write is logged once, here, so no route can forget it.
      const write = table!.admin && req.method !== 'GET';
      return toResponse(write ? await audited(table!, r, { db, admin, ip, query: query.data, body: body.data }, run) : await run(), lang);
    } finally {
      if (upload) uploadsInProgress--;
    }
  } catch (error) {
    if (error instanceof HttpError) {
      const headers: Record<string, string> = {};
      if (typeof error.extra.retryAfter === 'number') headers['Retry-After'] = String(error.extra.retryAfter);
      return fail(lang, error.status, error.message, error.extra, headers);
    }
    if (error instanceof z.ZodError) return validation(error, lang);
    const code = pgCode(error);
    if (code && PG_ERRORS[code]) return fail(lang, ...PG_ERRORS[code]);
    console.error(`[api] ${req.method} ${url.pathname} failed:`, error);
    return fail(lang, 500, 'Серверт алдаа гарлаа. Дахин оролдоно уу.');
  }
}

/** The route handler exports of one catch-all API route. */
export function mount(...tables: RouteTable[]) {
  const handle = (req: Request) => dispatch(tables, req);
  return { GET: handle, POST: handle, PUT: handle, DELETE: handle, PATCH: handle };
}
