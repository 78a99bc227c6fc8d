import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailMessages } from '@/lib/mail/schema';
import { withJobs } from '@/lib/jobs';
import { notifyDirectoryDecision } from '@/lib/directory/registration-mail';
import { adminCookie, call } from '../support/api';
import { readOutbox } from '../meetings/outbox';
import { useTemporaryDataDir } from '../conference/fixtures';
import { addCompany, addConsultant, seedCategories } from '../directory/fixtures';

/* Issue 21.4: the mail people expect, through the same queue, in both languages. */

useTemporaryDataDir();
beforeAll(async () => {
  process.env.STAFF_NOTICE_EMAIL = 'office@mining.mn';
  await seedCategories();
});
afterAll(() => {
  delete process.env.STAFF_NOTICE_EMAIL;
});

const mailsTo = async (address: string) => (await readOutbox()).filter((m) => m.to.includes(address));

describe('membership request', () => {
  it('acknowledges the sender and notifies staff', async () => {
    const body = { name: 'Дорж', email: 'dorj@example.mn', phone_number: '99112233', business_type: 'Уул уурхай', member_request: true };
    const res = await call('POST', '/api/mm/insert/office-request', { body });
    expect(res.status).toBe(200);
    const [ack] = await mailsTo('dorj@example.mn');
    expect(ack!.subject).toBe('Гишүүнчлэлийн хүсэлт хүлээн авлаа / Membership request received');
    expect(ack!.text).toContain('Сайн байна уу, Дорж.');
    expect(ack!.text).toContain('we have received your membership request');
    const [notice] = await mailsTo('office@mining.mn');
    expect(notice!.subject).toBe(`Шинэ гишүүнчлэлийн хүсэлт / New membership request #${res.json.id}`);
    expect(notice!.text).toContain('Дорж <dorj@example.mn>, 99112233');
  });
});

describe('directory registration', () => {
  it("tells the registrant it was received, then that staff approved it when they publish it", async () => {
    const id = await addCompany({ nameMn: 'ХҮЛЭЭГДЭЖ БУЙ', nameEn: 'WAITING MINE', registrantEmail: 'reg1@example.mn' }, false);
    const [received] = await mailsTo('reg1@example.mn');
    expect(received!.subject).toBe('Шар хуудасны бүртгэл хүлээн авлаа / Directory registration received');
    expect(received!.text).toContain('«ХҮЛЭЭГДЭЖ БУЙ» бүртгэлийг хүлээн авлаа');
    expect(received!.text).toContain('registration of “WAITING MINE”');

    const res = await call('POST', '/api/admin/yellow-page/update/company', {
      body: { company: { id, approval: true }, new_contact: [], new_category: [] },
      cookie: await adminCookie(1),
    });
    expect(res.status).toBe(200);
    const approved = (await mailsTo('reg1@example.mn')).find((m) => m.subject.includes('approved'));
    expect(approved!.text).toContain('is now published in the directory');
    // Saving an already published entry again says nothing more.
    await call('POST', '/api/admin/yellow-page/update/company', { body: { company: { id, approval: true }, new_contact: [], new_category: [] }, cookie: await adminCookie(1) });
    expect((await mailsTo('reg1@example.mn')).filter((m) => m.subject.includes('approved'))).toHaveLength(1);
  });

  it('notifyDirectoryDecision sends a decline with the reason staff gave', async () => {
    const id = await addConsultant({ nameMn: 'ЗӨВЛӨХ', nameEn: 'ADVISER', registrantEmail: 'reg2@example.mn' }, false);
    await withJobs(await getDb(), (jobs) => notifyDirectoryDecision(jobs, { type: 'person', id }, { approved: false, reason: 'Мэдээлэл дутуу / details missing' }));
    const declined = (await mailsTo('reg2@example.mn')).find((m) => m.subject.includes('declined'))!;
    expect(declined.text).toContain('Мэдээлэл дутуу / details missing');
    const rows = await (await getDb()).select().from(mailMessages).where(eq(mailMessages.kind, 'directory-decision'));
    expect(rows.map((r) => r.related)).toContain(`directory person ${id}`);
  });

  it('the review queue tells registrants too: approved from the status call, declined in bulk with the reason given', async () => {
    const admin = await adminCookie(1);
    const approvedId = await addCompany({ nameMn: 'ШАЛГАСАН', nameEn: 'REVIEWED', registrantEmail: 'reg4@example.mn' }, false);
    const res = await call('POST', '/api/admin/yellow-page/update/request-status', { body: { type: 'company', id: approvedId, status: 'approved' }, cookie: admin });
    expect(res.status).toBe(200);
    expect((await mailsTo('reg4@example.mn')).filter((m) => m.subject.includes('approved'))).toHaveLength(1);

    const [a, b] = [
      await addConsultant({ nameMn: 'НЭГ', nameEn: 'ONE', registrantEmail: 'reg5@example.mn' }, false),
      await addConsultant({ nameMn: 'ХОЁР', nameEn: 'TWO', registrantEmail: 'reg6@example.mn' }, false),
    ];
    const bulk = await call('POST', '/api/admin/yellow-page/bulk/consultant-request', {
      body: { action: 'reject', ids: [a, b], reason: 'Утасны дугаар буруу / wrong phone number' },
      cookie: admin,
    });
    expect(bulk.json).toEqual({ done: 2 });
    for (const address of ['reg5@example.mn', 'reg6@example.mn']) {
      const declined = (await mailsTo(address)).find((m) => m.subject.includes('declined'))!;
      expect(declined.text).toContain('Утасны дугаар буруу / wrong phone number');
    }
    // The bulk 'status' action sets any review status; 'in_progress' tells nobody.
    const c = await addConsultant({ nameMn: 'ГУРАВ', nameEn: 'THREE', registrantEmail: 'reg7@example.mn' }, false);
    const moved = await call('POST', '/api/admin/yellow-page/bulk/consultant-request', { body: { action: 'status', ids: [c], status: 'in_progress' }, cookie: admin });
    expect(moved.json).toEqual({ done: 1 });
    expect((await mailsTo('reg7@example.mn')).filter((m) => /approved|declined/.test(m.subject))).toHaveLength(0);
  });

  it('an entry added in the back office (approved at once) mails nobody', async () => {
    await addCompany({ registrantEmail: 'reg3@example.mn' }, true);
    expect(await mailsTo('reg3@example.mn')).toHaveLength(0);
  });
});
