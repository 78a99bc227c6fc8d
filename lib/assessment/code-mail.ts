import { CODE_TTL_SECONDS } from './codes';

/** The message that carries a member's one-time code, in both languages. */
export function codeMail(to: string, memberName: string, code: string) {
  const minutes = CODE_TTL_SECONDS / 60;
  // The code stays out of the subject, which mail logs and notifications show.
  const subject = 'Баталгаажуулах код — Хариуцлагатай уул уурхайн өөрийн үнэлгээ';
  const text = [
    `Сайн байна уу, ${memberName}.`,
    '',
    `Хариуцлагатай уул уурхайн өөрийн үнэлгээнд нэвтрэх баталгаажуулах код: ${code}`,
    `Код ${minutes} минутын турш хүчинтэй бөгөөд зөвхөн нэг удаа ашиглагдана.`,
    'Хэрэв та энэ кодыг хүсээгүй бол энэ захидлыг үл тоомсорлоно уу.',
    '',
    `Your verification code for the responsible-mining self-assessment is ${code}.`,
    `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this message.`,
    '',
    'Монголын Уул Уурхайн Үндэсний Ассоциаци',
  ].join('\n');
  const html = `<p>Сайн байна уу, ${escapeHtml(memberName)}.</p>
<p>Хариуцлагатай уул уурхайн өөрийн үнэлгээнд нэвтрэх баталгаажуулах код:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>Код ${minutes} минутын турш хүчинтэй бөгөөд зөвхөн нэг удаа ашиглагдана. Хэрэв та энэ кодыг хүсээгүй бол энэ захидлыг үл тоомсорлоно уу.</p>
<p lang="en">Your verification code is <strong>${code}</strong>. It is valid for ${minutes} minutes and can be used once.</p>
<p>Монголын Уул Уурхайн Үндэсний Ассоциаци</p>`;
  return { to, subject, text, html };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
