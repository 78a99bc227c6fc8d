import 'server-only';
import type { Db } from '@/lib/db/client';
import { HttpError } from '@/lib/api/errors';
import { withJobs } from '@/lib/jobs';
import { jobSettings } from '@/lib/jobs/settings';
import type { Message } from '@/lib/mail';
import { queueMail } from '@/lib/mail/queue';
import { waitForDelivery } from '@/lib/mail/wait';
import { issueCode } from './codes';

export const CODE_SEND_FAILED = 'Баталгаажуулах код илгээхэд алдаа гарлаа.';

type CodeRequest = { purpose: string; subjectId: number; now?: Date; related: string; mail: (code: string) => Message };

/**
 * Issues a one-time code and mails it through the queue (code and mail in one transaction), then waits for the
 * worker: a code the user is waiting for is either delivered within CODE_MAIL_DEADLINE_SECONDS (60) or
 * reported as not sent (502), and a message that misses its deadline is never sent afterwards. Answers the
 * code's challenge.
 */
export async function mailNewCode(db: Db, { purpose, subjectId, now, related, mail }: CodeRequest): Promise<string> {
  const deadline = jobSettings().codeMailDeadlineSeconds;
  const { challenge, mailId } = await withJobs(db, async (jobs) => {
    const issued = await issueCode(jobs.tx, { purpose, subjectId, now });
    const mailId = await queueMail(jobs, mail(issued.code), { kind: 'code', related, secret: true, deliverWithinSeconds: deadline });
    return { challenge: issued.challenge, mailId };
  });
  const outcome = await waitForDelivery(db, mailId, deadline);
  if (outcome !== 'sent') {
    console.error(`[mail] code mail ${mailId} (${related}) was not delivered: ${outcome}`);
    throw new HttpError(502, CODE_SEND_FAILED);
  }
  return challenge;
}
