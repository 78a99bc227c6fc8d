import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { rateLimit } from '@/lib/security/rate-limit';

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));

describe('rateLimit (fixed window in the rate_limits table)', () => {
  it('lets `limit` hits through in a window, then refuses with the seconds left', async () => {
    const db = await getDb();
    const opts = { limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect(await rateLimit(db, 'k1', { ...opts, now: at(i) })).toEqual({ ok: true, retryAfter: 0 });
    expect(await rateLimit(db, 'k1', { ...opts, now: at(20) })).toEqual({ ok: false, retryAfter: 40 });
  });

  it('opens a new window once the old one has ended, and a refused hit does not extend it', async () => {
    const db = await getDb();
    const opts = { limit: 1, windowSeconds: 60 };
    expect((await rateLimit(db, 'k2', { ...opts, now: at(0) })).ok).toBe(true);
    expect((await rateLimit(db, 'k2', { ...opts, now: at(59) })).retryAfter).toBe(1);
    expect((await rateLimit(db, 'k2', { ...opts, now: at(60) })).ok).toBe(true);
  });

  it('keeps keys apart', async () => {
    const db = await getDb();
    const opts = { limit: 1, windowSeconds: 60, now: at(0) };
    expect((await rateLimit(db, 'k3', opts)).ok).toBe(true);
    expect((await rateLimit(db, 'k4', opts)).ok).toBe(true);
    expect((await rateLimit(db, 'k3', opts)).ok).toBe(false);
  });

  it('never lets concurrent hits past the limit', async () => {
    const db = await getDb();
    const results = await Promise.all(Array.from({ length: 10 }, () => rateLimit(db, 'k5', { limit: 4, windowSeconds: 60 })));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
  });
});
