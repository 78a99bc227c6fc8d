import 'server-only';
import type { JobWriter } from '@/lib/jobs';
import { letter } from '@/lib/mail/letter';
import { queueMail } from '@/lib/mail/queue';
import { staffAddresses } from '@/lib/mail/staff';
import type { OfficeRequest } from './office-request';

/**
 * A membership request's mail, queued with the request: an acknowledgement to the sender (their own name is the
 * only text of theirs it repeats) and a notice to staff with what they asked, so the office need not watch the list.
 */
export async function queueOfficeRequestMail(jobs: JobWriter, request: OfficeRequest, id: number) {
  const related = `membership request ${id}`;
  await queueMail(
    jobs,
    letter({
      to: request.email,
      subject: 'Гишүүнчлэлийн хүсэлт хүлээн авлаа / Membership request received',
      mn: [`Сайн байна уу, ${request.name}.`, 'Таны гишүүнчлэлийн хүсэлтийг хүлээн авлаа. Ажлын албаны ажилтан тантай удахгүй холбогдоно.'],
      en: [`Dear ${request.name},`, 'we have received your membership request. Our office will contact you shortly.'],
    }),
    { kind: 'membership-request', related },
  );
  const details = `${request.name} <${request.email}>, ${request.phone_number}\n${request.business_type}`;
  for (const to of await staffAddresses(jobs.tx)) {
    await queueMail(
      jobs,
      letter({
        to,
        subject: `Шинэ гишүүнчлэлийн хүсэлт / New membership request #${id}`,
        mn: ['Вэб сайтаар шинэ гишүүнчлэлийн хүсэлт ирлээ (Удирдлага → Хүсэлтүүд).', details],
        en: ['A new membership request came in through the website (back office → requests).', details],
      }),
      { kind: 'membership-request-notice', related },
    );
  }
}
