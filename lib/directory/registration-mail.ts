import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { JobWriter } from '@/lib/jobs';
import { letter } from '@/lib/mail/letter';
import { queueMail } from '@/lib/mail/queue';
import { companyTranslations, personTranslations, registrants } from './schema';

/*
 * What a directory registrant hears: 'received' when the public wizard stores their entry, then 'approved' or
 * 'declined' (with the reason staff give) when staff decide. Each is queued in the transaction of that change.
 * An entry without a registrant e-mail (added in the back office) hears nothing.
 */

export type DirectoryEntry = { type: 'company' | 'person'; id: number };
export type DirectoryDecision = { approved: true } | { approved: false; reason?: string };

const related = ({ type, id }: DirectoryEntry) => `directory ${type} ${id}`;

/** The registrant's address and the entry's name in both languages, or null without a registrant e-mail. */
async function registrantOf(db: DbOrTx, entry: DirectoryEntry) {
  const owner = entry.type === 'company' ? registrants.company_id : registrants.person_id;
  const [registrant] = await db.select({ name: registrants.name, email: registrants.email }).from(registrants).where(eq(owner, entry.id)).limit(1);
  if (!registrant?.email) return null;
  const texts =
    entry.type === 'company'
      ? await db.select({ lang: companyTranslations.lang, name: companyTranslations.name }).from(companyTranslations).where(eq(companyTranslations.company_id, entry.id))
      : await db.select({ lang: personTranslations.lang, name: personTranslations.name }).from(personTranslations).where(eq(personTranslations.person_id, entry.id));
  const mn = texts.find((t) => t.lang === 'mn')?.name ?? '';
  const en = texts.find((t) => t.lang === 'en')?.name || mn;
  return { ...registrant, entryMn: mn, entryEn: en };
}

export async function queueDirectoryReceived(jobs: JobWriter, entry: DirectoryEntry) {
  const r = await registrantOf(jobs.tx, entry);
  if (!r) return;
  await queueMail(
    jobs,
    letter({
      to: r.email,
      subject: 'Шар хуудасны бүртгэл хүлээн авлаа / Directory registration received',
      mn: [`Сайн байна уу, ${r.name}.`, `«${r.entryMn}» бүртгэлийг хүлээн авлаа. Ажлын алба хянаж баталгаажуулсны дараа шар хуудсанд нийтлэгдэнэ.`],
      en: [`Dear ${r.name},`, `we have received the registration of “${r.entryEn}”. It will be published in the directory once our office has reviewed it.`],
    }),
    { kind: 'directory-registration', related: related(entry) },
  );
}

/**
 * Tells the registrant what staff decided: call it in the transaction that approves or declines the entry
 * (with a JobWriter from withJobs). A decline carries the reason staff gave, if any, quoted as they wrote it.
 */
export async function notifyDirectoryDecision(jobs: JobWriter, entry: DirectoryEntry, decision: DirectoryDecision) {
  const r = await registrantOf(jobs.tx, entry);
  if (!r) return;
  const message = decision.approved
    ? letter({
        to: r.email,
        subject: 'Шар хуудасны бүртгэл баталгаажлаа / Directory registration approved',
        mn: [`Сайн байна уу, ${r.name}.`, `«${r.entryMn}» бүртгэл баталгаажиж, шар хуудсанд нийтлэгдлээ.`],
        en: [`Dear ${r.name},`, `the registration of “${r.entryEn}” has been approved and is now published in the directory.`],
      })
    : letter({
        to: r.email,
        subject: 'Шар хуудасны бүртгэлээс татгалзлаа / Directory registration declined',
        mn: [`Сайн байна уу, ${r.name}.`, `«${r.entryMn}» бүртгэлийг нийтлэх боломжгүй байна.`, ...(decision.reason ? ['Шалтгаан:', decision.reason] : [])],
        en: [`Dear ${r.name},`, `we cannot publish the registration of “${r.entryEn}”.`, ...(decision.reason ? ['The reason:', decision.reason] : [])],
      });
  await queueMail(jobs, message, { kind: 'directory-decision', related: related(entry) });
}

/** For the approve path: whether the entry was unapproved before this change (read in its transaction). */
export const becameApproved = (before: boolean, after: boolean | undefined) => !before && after === true;
