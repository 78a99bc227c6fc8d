import { letter } from '@/lib/mail/letter';
import { CODE_TTL_SECONDS } from './code-rules';

/** The message that carries a member's one-time code, in both languages. */
export function codeMail(to: string, memberName: string, code: string) {
  const minutes = CODE_TTL_SECONDS / 60;
  return letter({
    to,
    // The code stays out of the subject, which mail logs and lock-screen notifications show.
    subject: 'Баталгаажуулах код — Хариуцлагатай уул уурхайн өөрийн үнэлгээ / Verification code',
    mn: [
      `Сайн байна уу, ${memberName}.`,
      'Хариуцлагатай уул уурхайн өөрийн үнэлгээнд нэвтрэх баталгаажуулах код:',
      { code },
      `Код ${minutes} минутын турш хүчинтэй бөгөөд зөвхөн нэг удаа ашиглагдана. Хэрэв та энэ кодыг хүсээгүй бол энэ захидлыг үл тоомсорлоно уу.`,
    ],
    en: [
      'Your verification code for the responsible-mining self-assessment:',
      { code },
      `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this message.`,
    ],
  });
}
