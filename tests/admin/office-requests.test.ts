import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../support/api';
import { roleCookies } from './support';
import { getDb } from '@/lib/db/client';
import { officeRequests } from '@/lib/site/schema';
import { auditLog } from '@/lib/audit/schema';

/* Issue 20.5: membership/contact requests get a status with who set it; staff change many at once. */

let c: Awaited<ReturnType<typeof roleCookies>>;
let ids: number[];
beforeAll(async () => {
  c = await roleCookies();
  const db = await getDb();
  const rows = await db
    .insert(officeRequests)
    .values([
      { name: 'Бат ХХК', email: 'bat@a.mn', phone_number: '1', business_type: 'Уул', created_at: new Date('2024-03-01T02:00:00Z') },
      { name: 'Өлзий ХХК', email: 'olzii@a.mn', phone_number: '2', business_type: 'Уул', member_request: true, created_at: new Date('2024-03-02T02:00:00Z') },
      { name: 'Пүрэв ХХК', email: 'purev@a.mn', phone_number: '3', business_type: 'Худалдаа', created_at: new Date('2024-03-03T02:00:00Z') },
    ])
    .returning({ id: officeRequests.id });
  ids = rows.map((r) => r.id);
});

const list = (qs: string, cookie = c.user) => call('GET', `/api/admin/get/office-request?${qs}`, { cookie });

describe('office request statuses', () => {
  it('every request starts as new; a moderator sets a status and the request remembers who and when', async () => {
    expect((await list('')).json.request.map((r: { request_status: string }) => r.request_status)).toEqual(['new', 'new', 'new']);
    const res = await call('POST', '/api/admin/update/office-request-status', { cookie: c.moderator, body: { id: ids[0], status: 'in_progress' } });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(officeRequests).where(eq(officeRequests.id, ids[0]!));
    expect(row).toMatchObject({ request_status: 'in_progress', request_status_by_email: expect.stringMatching(/^admin1-/) });
    expect(row!.request_status_at).toBeInstanceOf(Date);
  });

  it('refuses an unknown status, a missing request and a read-only account', async () => {
    const set = (body: unknown, cookie = c.moderator) => call('POST', '/api/admin/update/office-request-status', { cookie, body });
    expect((await set({ id: ids[0], status: 'approved' })).status).toBe(400);
    expect((await set({ id: 999999, status: 'handled' })).status).toBe(404);
    expect((await set({ id: ids[0], status: 'handled' }, c.user)).status).toBe(403);
  });

  it('the list filters by status', async () => {
    const res = await list('filter.request_status=in_progress');
    expect(res.json.request.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(res.json.total).toBe(1);
    expect((await list('filter.request_status=bogus')).status).toBe(400);
  });
});

describe('office request list contract', () => {
  it('keeps newest first by default and sorts names in Mongolian alphabetical order (Ө before П)', async () => {
    expect((await list('')).json.request.map((r: { name: string }) => r.name)).toEqual(['Пүрэв ХХК', 'Өлзий ХХК', 'Бат ХХК']);
    expect((await list('sort=name&order=asc')).json.request.map((r: { name: string }) => r.name)).toEqual(['Бат ХХК', 'Өлзий ХХК', 'Пүрэв ХХК']);
    expect((await list('sort=name&order=desc')).json.request.map((r: { name: string }) => r.name)).toEqual(['Пүрэв ХХК', 'Өлзий ХХК', 'Бат ХХК']);
  });

  it('filters text by case-insensitive contains, booleans by equality and dates by Ulaanbaatar day', async () => {
    expect((await list('filter.business_type=худал')).json.request.map((r: { name: string }) => r.name)).toEqual(['Пүрэв ХХК']);
    expect((await list('filter.member_request=true')).json.request.map((r: { name: string }) => r.name)).toEqual(['Өлзий ХХК']);
    const days = await list('filter.created_at.from=2024-03-02&filter.created_at.to=2024-03-02');
    expect(days.json.request.map((r: { name: string }) => r.name)).toEqual(['Өлзий ХХК']);
  });

  it('answers 400 with the JSON error shape for unknown fields and bad values', async () => {
    for (const qs of ['sort=password', 'filter.secret=x', 'order=up', 'filter.created_at.from=2024-13-01', 'filter.member_request=maybe', 'format=pdf']) {
      const res = await list(qs);
      expect(res.status, qs).toBe(400);
      expect(res.json).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    }
  });
});

describe('bulk actions on office requests', () => {
  it('sets the status of many at once and logs one entry', async () => {
    const res = await call('POST', '/api/admin/bulk/office-request', { cookie: c.admin, body: { action: 'status', status: 'handled', ids: [ids[1], ids[2], 424242] } });
    expect(res.json).toEqual({ done: 2 });
    const entries = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity, 'office-request'));
    expect(entries.at(-1)).toMatchObject({ action: 'bulk', changes: { request: { action: 'status', status: 'handled' } } });
  });

  it('is refused to a read-only account and validates the ids', async () => {
    expect((await call('POST', '/api/admin/bulk/office-request', { cookie: c.user, body: { action: 'delete', ids: [ids[0]] } })).status).toBe(403);
    const bad = (body: unknown) => call('POST', '/api/admin/bulk/office-request', { cookie: c.admin, body });
    expect((await bad({ action: 'delete', ids: [] })).status).toBe(400);
    expect((await bad({ action: 'delete', ids: Array.from({ length: 501 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await bad({ action: 'approve', ids: [ids[0]] })).status).toBe(400);
    expect((await bad({ action: 'status', ids: [ids[0]] })).status).toBe(400);
  });

  it('deletes many in one call', async () => {
    expect((await call('POST', '/api/admin/bulk/office-request', { cookie: c.moderator, body: { action: 'delete', ids: [ids[0], ids[1]] } })).json).toEqual({ done: 2 });
    expect((await list('')).json.total).toBe(1);
  });
});
