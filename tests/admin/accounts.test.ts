import { beforeAll, describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { call } from '../support/api';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/account-form';
import { getDb } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { authSecret } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { deleteAccount, updateAccount } from '@/lib/accounts/commands';
import { startAdminSession } from '@/lib/auth/admin-sessions';

/** A signed-in session for an account that exists (or not) exactly as given, so the admin count stays under control. */
async function cookieFor(email: string) {
  const db = await getDb();
  const [existing] = await db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, email));
  const sid = existing ? await startAdminSession(db, existing.id) : 'no-such-session';
  return `${SESSION_COOKIE}=${await encode({ token: { email, sid }, secret: authSecret()! })}`;
}
async function account(email: string, role: number) {
  const db = await getDb();
  const [row] = await db.insert(adminAccounts).values({ first_name: email.split('@')[0], email, account_role: role }).returning();
  return { ...row, cookie: await cookieFor(email) };
}

let boss: Awaited<ReturnType<typeof account>>;
beforeAll(async () => {
  boss = await account('boss@mining.mn', 2);
});

const full = { last_name: 'Бат', first_name: 'Сараа', email: 'saraa@mining.mn', phone_number: '99119911', position: 'Ахлах мэргэжилтэн', department: 'Хэвлэл', account_role: 1 };

describe('admin accounts', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no first name', { first_name: ' ' }, ACCOUNT_MESSAGES.firstName],
    ['no e-mail', { email: '' }, ACCOUNT_MESSAGES.email],
    ['a malformed e-mail', { email: 'saraa-at-mining' }, ACCOUNT_MESSAGES.emailFormat],
    ['no role', { account_role: '' }, ACCOUNT_MESSAGES.role],
    ['an unknown role', { account_role: 7 }, ACCOUNT_MESSAGES.role],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name}: '${message}'`, async () => {
      const res = await call('POST', '/api/admin/insert/account', { cookie: boss.cookie, body: { ...full, ...change } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    });
  }

  it('adds an account, lower-casing the e-mail, and refuses the same e-mail twice', async () => {
    const res = await call('POST', '/api/admin/insert/account', { cookie: boss.cookie, body: { ...full, email: 'Saraa@Mining.mn' } });
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({ ...full, email: 'saraa@mining.mn' });
    const again = await call('POST', '/api/admin/insert/account', { cookie: boss.cookie, body: { ...full, email: 'SARAA@mining.mn' } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('Энэ и-мэйл хаягтай хэрэглэгч бүртгэлтэй байна.');
  });

  it('stores optional fields as empty text', async () => {
    const res = await call('POST', '/api/admin/insert/account', { cookie: boss.cookie, body: { first_name: 'Дорж', email: 'dorj@mining.mn', account_role: 2 } });
    expect(res.json.account).toMatchObject({ account_role: 2, last_name: '', phone_number: '' });
  });

  it('lists accounts with page sizes, total and totalPages', async () => {
    const res = await call('GET', '/api/admin/get/admin-users?page=1&limit=2', { cookie: boss.cookie });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.totalPages).toBe(2);
    expect(res.json.account.map((a: { email: string }) => a.email)).toEqual(['boss@mining.mn', 'saraa@mining.mn']);
    expect((await call('GET', '/api/admin/get/admin-users?page=0', { cookie: boss.cookie })).status).toBe(400);
  });

  it('updates an account; a new role applies to that account at once', async () => {
    const [saraa] = (await call('GET', '/api/admin/get/admin-users?page=1&limit=30', { cookie: boss.cookie })).json.account.filter(
      (a: { email: string }) => a.email === 'saraa@mining.mn',
    );
    const saraaCookie = await cookieFor('saraa@mining.mn');
    expect((await call('GET', '/api/admin/get/admin-users', { cookie: saraaCookie })).status).toBe(403);
    const res = await call('POST', '/api/admin/update/account', { cookie: boss.cookie, body: { ...full, id: saraa.id, position: 'Захирал', account_role: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({ position: 'Захирал', account_role: 2 });
    expect((await call('GET', '/api/admin/get/admin-users', { cookie: saraaCookie })).status).toBe(200);
    const dup = await call('POST', '/api/admin/update/account', { cookie: boss.cookie, body: { ...full, id: saraa.id, email: 'boss@mining.mn' } });
    expect(dup.status).toBe(409);
    expect((await call('POST', '/api/admin/update/account', { cookie: boss.cookie, body: { ...full, id: 999999 } })).status).toBe(404);
  });

  it('lets nobody delete their own account or change their own role', async () => {
    const del = await call('DELETE', `/api/admin/delete/account?id=${boss.id}`, { cookie: boss.cookie });
    expect(del.status).toBe(400);
    expect(del.json.error).toBe('Өөрийн бүртгэлийг устгах боломжгүй.');
    const demote = await call('POST', '/api/admin/update/account', {
      cookie: boss.cookie,
      body: { first_name: 'boss', email: 'boss@mining.mn', account_role: 3, id: boss.id },
    });
    expect(demote.json.error).toBe('Өөрийн эрхийг өөрчлөх боломжгүй.');
  });

  it('keeps one admin when two admins delete each other at the same moment', async () => {
    const db = await getDb();
    await db.delete(adminAccounts);
    const a = await account('a@mining.mn', 2);
    const b = await account('b@mining.mn', 2);
    const results = await Promise.all([
      call('DELETE', `/api/admin/delete/account?id=${b.id}`, { cookie: a.cookie }),
      call('DELETE', `/api/admin/delete/account?id=${a.id}`, { cookie: b.cookie }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await db.select().from(adminAccounts)).toHaveLength(1);
  });

  it('checks the last admin inside the transaction, whoever asks', async () => {
    const db = await getDb();
    await db.delete(adminAccounts);
    const a = await account('a@mining.mn', 2);
    const b = await account('b@mining.mn', 2);
    // Both actors were authorized before either transaction ran.
    const results = await Promise.allSettled([deleteAccount(db, a.id, b.id), deleteAccount(db, b.id, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'Сүүлийн админыг устгах боломжгүй.' });
    const [survivor] = await db.select().from(adminAccounts);
    const demote = updateAccount(db, 999, survivor.id, { ...survivor, account_role: 1 });
    await expect(demote).rejects.toMatchObject({ status: 409, message: 'Сүүлийн админы эрхийг өөрчлөх боломжгүй.' });
  });

  it('deletes another account with DELETE; its session stops working at once', async () => {
    const db = await getDb();
    await db.delete(adminAccounts);
    const a = await account('a@mining.mn', 2);
    const m = await account('m@mining.mn', 1);
    expect((await call('GET', '/api/admin/get/dashboard', { cookie: m.cookie })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/delete/account?id=${m.id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await call('GET', '/api/admin/get/dashboard', { cookie: m.cookie })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/delete/account?id=${m.id}`, { cookie: a.cookie })).status).toBe(404);
  });
});
