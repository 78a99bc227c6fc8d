import { describe, expect, it } from 'vitest';
import { MEETING_MAIL_LIMITS } from '@/lib/meetings/mail-limit';
import { call } from '../support/api';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir } from './fixtures';
import { readOutbox } from './outbox';

/* Issue 17.11: invitations and cancellations between participants each mail someone, so they are limited per participant. */

useMeetingsDataDir();

describe('meeting mail per participant', () => {
  it('refuses a burst of invite/cancel rounds with 429 once the per-minute limit is spent, and mails no more', async () => {
    const sender = await participant();
    const receiver = await participant();
    const r = await room();
    const perMinute = MEETING_MAIL_LIMITS[0].limit;
    const statuses: number[] = [];
    for (let i = 0; i < perMinute + 3; i++) {
      const s = await slot(ubDate(2), `${String(8 + (i % 12)).padStart(2, '0')}:${i < 12 ? '00' : '30'}`);
      const res = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(sender, receiver, r.id, s.id), ...sender.auth });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, perMinute).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(perMinute)).toEqual([429, 429, 429]);
    expect((await readOutbox()).filter((m) => m.to.includes(receiver.email))).toHaveLength(perMinute);
  });

  it('counts per participant: another participant is not held back', async () => {
    const other = await participant();
    const receiver = await participant();
    const s = await slot(ubDate(4), '10:00');
    const res = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(other, receiver, (await room()).id, s.id), ...other.auth });
    expect(res.status).toBe(200);
  });
});
