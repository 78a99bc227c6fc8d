import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '@/lib/audit/schema';
import { call } from '../support/api';
import { roleCookies } from './support';
import { addCompany, consultantInput, seedCategories, useTemporaryDataDir } from '../directory/fixtures';
import { getDb } from '@/lib/db/client';
import { companies, persons } from '@/lib/directory/schema';
import { registerConsultant } from '@/lib/directory/commands-registration';
import { TAGS } from '@/lib/cache';

/* Issue 20.5: directory registrations waiting for approval get a review status; staff approve, reject or delete many. */

const invalidate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/cache')>()), invalidate }));

useTemporaryDataDir();
let c: Awaited<ReturnType<typeof roleCookies>>;
let published: number;
let waiting: number[];
let consultants: number[];
beforeAll(async () => {
  c = await roleCookies();
  await seedCategories();
  published = await addCompany({ nameMn: 'НИЙТЛЭГДСЭН', registrationNumber: '1000001' }, true);
  waiting = [];
  for (const [name, reg] of [['ӨНДӨР', '2000001'], ['БАЯН', '2000002'], ['ПҮРЭВ', '2000003'], ['АЛТАН', '2000004']] as const) {
    waiting.push(await addCompany({ nameMn: name, registrationNumber: reg }, false));
  }
  const db = await getDb();
  consultants = [];
  for (const name of ['ДОРЖ', 'БОЛД']) consultants.push((await registerConsultant(db, consultantInput({ nameMn: name }), { approved: false })).id);
});
beforeEach(() => invalidate.mockClear());

const bulk = (resource: string, body: unknown, cookie = c.moderator) => call('POST', `/api/admin/yellow-page/bulk/${resource}`, { cookie, body });
const requests = (qs = '') => call('GET', `/api/admin/yellow-page/get/new-request?${qs}`, { cookie: c.user });
const rowOf = async (id: number) => (await (await getDb()).select().from(companies).where(eq(companies.id, id)))[0];

describe('the review queue', () => {
  it('lists waiting registrations as new; admin-added ones start approved', async () => {
    const res = await requests('limit=50');
    expect(res.json.request.map((r: { id: number }) => r.id).sort()).toEqual([...waiting].sort());
    expect(res.json.request.every((r: { request_status: string }) => r.request_status === 'new')).toBe(true);
    expect((await rowOf(published))!.request_status).toBe('approved');
  });

  it('sorts by the Mongolian name in alphabetical order and filters by status', async () => {
    const names = (await requests('sort=name_mn')).json.request.map((r: { company_info: { translations: { name: { mn: string } } } }) => r.company_info.translations.name.mn);
    expect(names).toEqual(['АЛТАН', 'БАЯН', 'ӨНДӨР', 'ПҮРЭВ']);
    expect((await requests('filter.request_status=declined')).json.total).toBe(0);
    expect((await requests('filter.registration_number=1')).status).toBe(400); // not a field of the request list
  });

  it('sets one status with who and when; approval publishes the company', async () => {
    const set = (body: unknown, cookie = c.moderator) => call('POST', '/api/admin/yellow-page/update/request-status', { cookie, body });
    expect((await set({ type: 'company', id: waiting[0], status: 'in_progress' })).status).toBe(200);
    expect(await rowOf(waiting[0]!)).toMatchObject({ request_status: 'in_progress', approval: false, request_status_by_email: expect.stringMatching(/^admin1-/) });
    expect(invalidate).not.toHaveBeenCalled();
    expect((await set({ type: 'company', id: waiting[0], status: 'approved' })).status).toBe(200);
    expect(await rowOf(waiting[0]!)).toMatchObject({ request_status: 'approved', approval: true });
    expect(invalidate.mock.calls.flat()).toEqual([TAGS.directory]);
    expect((await set({ type: 'company', id: published, status: 'declined' })).status).toBe(404); // not a request
    expect((await set({ type: 'company', id: waiting[1], status: 'handled' })).status).toBe(400);
    expect((await set({ type: 'company', id: waiting[1], status: 'declined' }, c.user)).status).toBe(403);
  });
});

describe('bulk approve, reject and delete', () => {
  it('is refused to a read-only account', async () => {
    expect((await bulk('company-request', { action: 'approve', ids: [waiting[1]] }, c.user)).status).toBe(403);
    expect((await rowOf(waiting[1]!))!.approval).toBe(false);
  });

  it('rejects many: published companies and consultant ids are not hit', async () => {
    const res = await bulk('company-request', { action: 'reject', ids: [waiting[1], waiting[2], published, consultants[0]] });
    expect(res.json).toEqual({ done: 2 });
    expect((await rowOf(published))!.request_status).toBe('approved');
    const db = await getDb();
    expect((await db.select().from(persons).where(eq(persons.id, consultants[0]!)))[0]!.request_status).toBe('new');
    expect((await requests('filter.request_status=declined')).json.total).toBe(2);
  });

  it('approves many consultants in one call and expires the directory pages once', async () => {
    expect((await bulk('consultant-request', { action: 'approve', ids: consultants })).json).toEqual({ done: 2 });
    const db = await getDb();
    expect((await db.select().from(persons).where(inArray(persons.id, consultants))).every((p) => p.approval && p.request_status === 'approved')).toBe(true);
    expect(invalidate.mock.calls.flat()).toEqual([TAGS.directory]);
  });

  it('deletes waiting requests with their logo files, never a published company', async () => {
    const logo = (await rowOf(waiting[3]!))!.logo;
    const file = path.join(process.env.DATA_DIR!, 'uploads', logo.split('/').pop()!);
    expect(fs.existsSync(file)).toBe(true);
    expect((await bulk('company-request', { action: 'delete', ids: [waiting[3], published] })).json).toEqual({ done: 1 });
    expect(await rowOf(waiting[3]!)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    expect(await rowOf(published)).toBeDefined();
  });

  it('deletes many companies from the company list, published or not', async () => {
    expect((await bulk('company', { action: 'approve', ids: [published] })).status).toBe(400);
    expect((await bulk('company', { action: 'delete', ids: [published, waiting[1]] })).json).toEqual({ done: 2 });
    expect(invalidate.mock.calls.flat()).toEqual([TAGS.directory]);
  });
});

describe('the audit log of a company edit', () => {
  it('keeps the request when only the company texts change (the company row itself stays the same)', async () => {
    const id = await addCompany({ nameMn: 'ЗАСАХ', registrationNumber: '3000001' }, true);
    const about = [{ lang: 'mn', name: 'ЗАССАН' }];
    expect((await call('POST', '/api/admin/yellow-page/update/company', { cookie: c.moderator, body: { company: { id, about } } })).status).toBe(200);
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'yellow-page/company')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', entity_id: String(id), changes: { before: {}, after: {}, request: { company: { id, about } } } });
  });
});
