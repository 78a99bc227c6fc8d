import type { Locale } from './routing';

/**
 * Every message the public API answers with, in both languages. Handlers keep throwing the spec's Mongolian
 * text (it is the default and what the spec and the tests quote); the dispatcher looks that text up here and
 * answers in the caller's language (lib/i18n/api-language.ts). `{name}` stands for a value the Mongolian text
 * carries, e.g. the seconds left to wait; the English text repeats it. A message missing here goes out as is.
 */
export const API_MESSAGES = {
  // The dispatcher and the error helpers (lib/api).
  signInRequired: { mn: 'Нэвтрэх шаардлагатай.', en: 'Please sign in.' },
  forbidden: { mn: 'Энэ үйлдлийг хийх эрхгүй байна.', en: 'You are not allowed to do this.' },
  notFound: { mn: 'Олдсонгүй.', en: 'Not found.' },
  fileTooLarge: { mn: 'Файл хэтэрхий том байна.', en: 'The file is too large.' },
  tooManyRequests: { mn: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.', en: 'Too many requests. Please wait a moment and try again.' },
  bodyTooLarge: { mn: 'Илгээсэн өгөгдөл хэтэрхий том байна.', en: 'The data sent is too large.' },
  uploadsBusy: { mn: 'Одоогоор хэт олон файл хүлээн авч байна. Түр хүлээгээд дахин оролдоно уу.', en: 'We are receiving too many files right now. Please wait a moment and try again.' },
  multipartExpected: { mn: 'multipart/form-data хэлбэрийн өгөгдөл илгээнэ үү.', en: 'Please send multipart/form-data.' },
  badJson: { mn: 'JSON өгөгдөл буруу байна.', en: 'The JSON data is invalid.' },
  badInput: { mn: 'Буруу өгөгдөл.', en: 'Invalid data.' },
  duplicate: { mn: 'Ийм бичлэг аль хэдийн бүртгэлтэй байна.', en: 'This record already exists.' },
  referenced: { mn: 'Холбоотой бичлэг байгаа тул үйлдлийг гүйцэтгэх боломжгүй.', en: 'This cannot be done while related records exist.' },
  numberTooLarge: { mn: 'Тоо хэт их байна.', en: 'The number is too large.' },
  badDate: { mn: 'Огноо буруу байна.', en: 'The date is invalid.' },
  textTooLong: { mn: 'Текст хэт урт байна.', en: 'The text is too long.' },
  badEncoding: { mn: 'Текстийн кодлол буруу байна.', en: 'The text encoding is invalid.' },
  noSuchRoute: { mn: 'API зам олдсонгүй.', en: 'API route not found.' },
  methodNotAllowed: { mn: 'Энэ аргыг дэмжихгүй.', en: 'This method is not supported.' },
  crossOrigin: { mn: 'Өөр эх сурвалжаас ирсэн хүсэлтийг хүлээн авахгүй.', en: 'Requests from another origin are not accepted.' },
  serverError: { mn: 'Серверт алдаа гарлаа. Дахин оролдоно уу.', en: 'Something went wrong on the server. Please try again.' },
  mustBeNumber: { mn: 'Тоо байх ёстой.', en: 'Must be a number.' },
  mustBeInteger: { mn: 'Бүхэл тоо байх ёстой.', en: 'Must be a whole number.' },
  badId: { mn: 'Буруу дугаар.', en: 'Invalid number.' },
  langParam: { mn: 'lang нь mn эсвэл en байна.', en: 'lang is mn or en.' },
  dateFormat: { mn: 'Огноо YYYY-MM-DD хэлбэртэй байна.', en: 'The date is written YYYY-MM-DD.' },
  monthFormat: { mn: 'Огноо YYYY-MM хэлбэртэй байна.', en: 'The date is written YYYY-MM.' },
  fileNotFound: { mn: 'Файл олдсонгүй.', en: 'File not found.' },
  badFile: { mn: 'Файл буруу байна.', en: 'The file is invalid.' },
  notAFile: { mn: 'Файл биш утга ирлээ.', en: 'A value that is not a file was sent.' },
  atMostChars: { mn: '{max} тэмдэгтээс ихгүй байна.', en: 'At most {max} characters.' },

  // Member assessment: e-mail, one-time codes, answers (lib/assessment).
  unknownMemberEmail: { mn: 'Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.', en: 'The e-mail address you entered is not registered. Please contact the MNMA.' },
  memberEmailRequired: { mn: 'Та и-мэйл хаягаа оруулна уу.', en: 'Please enter your e-mail address.' },
  codeRequired: { mn: 'Баталгаажуулах кодыг оруулна уу.', en: 'Please enter the verification code.' },
  codeSixDigits: { mn: 'Код 6 оронтой тоо байна.', en: 'The code is 6 digits.' },
  codeSent: { mn: 'Баталгаажуулах код илгээгдлээ.', en: 'A verification code has been sent.' },
  codeSendFailed: { mn: 'Баталгаажуулах код илгээхэд алдаа гарлаа.', en: 'The verification code could not be sent.' },
  codeWait: { mn: 'Дахин код авахын өмнө {seconds} секунд хүлээнэ үү.', en: 'Please wait {seconds} seconds before asking for a new code.' },
  codeTooManyGuesses: { mn: 'Хэт олон удаа код оруулсан байна. Түр хүлээгээд дахин оролдоно уу.', en: 'Too many codes entered. Please wait a moment and try again.' },
  codeMissing: { mn: 'Баталгаажуулах код олдсонгүй. Шинэ код авна уу.', en: 'Verification code not found. Please ask for a new code.' },
  codeExpired: { mn: 'Баталгаажуулах кодын хугацаа дууссан байна. Шинэ код авна уу.', en: 'The verification code has expired. Please ask for a new code.' },
  codeExhausted: { mn: 'Буруу код оруулах оролдлого хэтэрсэн байна. Шинэ код авна уу.', en: 'Too many wrong codes. Please ask for a new code.' },
  codeWrong: { mn: 'Баталгаажуулах код буруу байна. Үлдсэн оролдлого: {left}.', en: 'Wrong verification code. Attempts left: {left}.' },
  memberNotFound: { mn: 'Гишүүн байгууллага олдсонгүй.', en: 'Member organisation not found.' },
  memberSessionExpired: { mn: 'Таны баталгаажуулалтын хугацаа дууссан байна. И-мэйл хаягаа дахин оруулж код авна уу.', en: 'Your verification has expired. Please enter your e-mail address again to get a code.' },
  otherMembersData: { mn: 'Өөр байгууллагын мэдээлэлд хандах эрхгүй.', en: "You may not access another organisation's data." },
  alreadySaved: { mn: 'Энэ үнэлгээний хариулт аль хэдийн хадгалагдсан байна.', en: 'The answers to this assessment are already saved.' },
  noAnswers: { mn: 'Хариулт олдсонгүй.', en: 'No answers found.' },
  assessmentMismatch: { mn: 'Үнэлгээний дугаар таарахгүй байна. Хуудсаа дахин ачаална уу.', en: 'The assessment number does not match. Please reload the page.' },
  finishFirst: { mn: 'Эхлээд үнэлгээгээ бөглөж дуусгана уу.', en: 'Please complete your assessment first.' },
  alreadySent: { mn: 'Үнэлгээ аль хэдийн илгээгдсэн байна.', en: 'The assessment has already been submitted.' },
  otherAssessmentFile: { mn: 'Өөр үнэлгээнд файл хавсаргах боломжгүй.', en: 'You cannot attach a file to another assessment.' },
  orgNameRequired: { mn: 'Байгууллагын нэрээ оруулна уу', en: 'Please enter your organisation name' },
  emailRequired: { mn: 'Имэйл хаягаа оруулна уу', en: 'Please enter your e-mail address' },
  emailInvalid: { mn: 'Имэйл хаяг буруу байна', en: 'The e-mail address is invalid' },
  phoneRequired: { mn: 'Утасны дугаараа оруулна уу', en: 'Please enter your phone number' },
  phoneInvalid: { mn: 'Утасны дугаар буруу байна', en: 'The phone number is invalid' },
  yesOrNo: { mn: 'Хариулт тийм эсвэл үгүй байна.', en: 'The answer is yes or no.' },
  answerAll: { mn: 'Бүх асуултанд хариулна уу.', en: 'Please answer every question.' },
  commentTooLong: { mn: 'Тайлбар хэт урт байна.', en: 'The comment is too long.' },
  answersMissing: { mn: 'Хариултууд олдсонгүй.', en: 'No answers were sent.' },
  answersTooMany: { mn: 'Нэг удаад хэт олон хариулт илгээсэн байна.', en: 'Too many answers sent at once.' },
  answersInvalid: { mn: 'Хариултууд буруу байна.', en: 'The answers are invalid.' },
  required: { mn: 'Заавал бөглөнө үү!', en: 'Required!' },
  unknownQuestion: { mn: 'Асуулт олдсонгүй. Хуудсаа дахин ачаална уу.', en: 'Question not found. Please reload the page.' },
  oneAnswerEach: { mn: 'Нэг асуултад нэг л хариулт өгнө.', en: 'Give one answer per question.' },
  proofKinds: { mn: 'Зөвхөн PDF, JPG, PNG, DOCX эсвэл XLSX файл оруулна уу.', en: 'Please upload PDF, JPG, PNG, DOCX or XLSX files only.' },
  proofTooLarge: { mn: 'Файл хэтэрхий том байна. 20MB-с бага файл сонгоно уу.', en: 'The file is too large. Please choose a file under 20 MB.' },

  // Yellow-page meetings: participant sign-in and invitations (lib/meetings).
  unregisteredEmail: { mn: 'Бүртгэлгүй цахим шуудан байна.', en: 'This e-mail address is not registered.' },
  codeTooSoon: { mn: 'Шинэ код авахын өмнө түр хүлээнэ үү.', en: 'Please wait a moment before asking for a new code.' },
  googleFailed: { mn: 'Google-ээр нэвтрэхэд алдаа гарлаа. Цахим шуудангаараа нэвтэрнэ үү.', en: 'Signing in with Google failed. Please sign in with your e-mail.' },
  googleInvalid: { mn: 'Google-ийн баталгаажуулалт хүчингүй байна.', en: 'The Google verification is not valid.' },
  googleUnavailable: { mn: 'Google-ээр нэвтрэх боломжгүй байна.', en: 'Signing in with Google is not available.' },
  participantSignIn: { mn: 'Нэвтрэх шаардлагатай. Цахим шуудангаа баталгаажуулж нэвтэрнэ үү.', en: 'Please sign in by verifying your e-mail address.' },
  actAsOther: { mn: 'Өөр хэрэглэгчийн нэрийн өмнөөс үйлдэл хийх боломжгүй.', en: 'You cannot act on behalf of another user.' },
  userNotFound: { mn: 'Хэрэглэгч олдсонгүй. Дахин нэвтэрнэ үү.', en: 'User not found. Please sign in again.' },
  participantCode: { mn: 'Баталгаажуулах код 6 оронтой тоо байна.', en: 'The verification code is 6 digits.' },
  participantEmail: { mn: 'Цахим шуудан оруулна уу', en: 'Please enter an e-mail address' },
  participantEmailFormat: { mn: 'Цахим шуудангийн хаяг буруу байна.', en: 'The e-mail address is invalid.' },
  phoneInvalidDot: { mn: 'Утасны дугаар буруу байна.', en: 'The phone number is invalid.' },
  timeFormat: { mn: 'Цаг HH:MM хэлбэртэй байна.', en: 'The time is written HH:MM.' },
  roomTaken: { mn: 'Энэ өрөө тухайн цагт захиалагдсан байна. Өөр өрөө эсвэл цаг сонгоно уу.', en: 'This room is booked at that time. Please choose another room or time.' },
  senderBusy: { mn: 'Та тухайн цагт өөр уулзалттай байна.', en: 'You have another meeting at that time.' },
  receiverBusy: { mn: 'Хүлээн авагч тухайн цагт өөр уулзалттай байна.', en: 'The invitee has another meeting at that time.' },
  receiverNotFound: { mn: 'Хүлээн авагч олдсонгүй.', en: 'Invitee not found.' },
  roomNotFound: { mn: 'Уулзалтын өрөө олдсонгүй.', en: 'Meeting room not found.' },
  slotNotFound: { mn: 'Уулзалтын цаг олдсонгүй.', en: 'Meeting time not found.' },
  slotPast: { mn: 'Өнгөрсөн цагт уулзалт товлох боломжгүй.', en: 'You cannot book a meeting in the past.' },
  meetSelf: { mn: 'Өөртэйгөө уулзалт товлох боломжгүй.', en: 'You cannot book a meeting with yourself.' },
  notCancellable: { mn: 'Зөвхөн хүлээгдэж буй эсвэл эхлээгүй зөвшөөрөгдсөн уулзалтыг цуцлах боломжтой.', en: 'Only pending meetings, or accepted ones that have not started, can be cancelled.' },
  meetingNotFound: { mn: 'Уулзалт олдсонгүй.', en: 'Meeting not found.' },
  onlyReceiverAccepts: { mn: 'Уулзалтыг зөвхөн урилга хүлээн авсан хэрэглэгч зөвшөөрнө.', en: 'Only the invitee can accept the meeting.' },
  onlyPendingAccepted: { mn: 'Зөвхөн хүлээгдэж буй уулзалтыг зөвшөөрөх боломжтой.', en: 'Only pending meetings can be accepted.' },
  onlyOwnCancelled: { mn: 'Зөвхөн өөрийн уулзалтыг цуцлах боломжтой.', en: 'You can cancel only your own meetings.' },
  invitationSent: { mn: 'Уулзалтын урилга илгээгдлээ.', en: 'The meeting invitation has been sent.' },
  tooManyInvitations: { mn: 'Хэт олон урилга илгээсэн байна. Түр хүлээгээд дахин оролдоно уу.', en: 'Too many invitations sent. Please wait a moment and try again.' },

  // Public forms: membership request, registration, directory (lib/site, lib/conference, lib/directory).
  fullNameRequired: { mn: 'Овог нэрээ оруулна уу', en: 'Please enter your full name' },
  businessType: { mn: 'Бизнесийн төрлөө оруулна уу', en: 'Please enter your type of business' },
  purpose: { mn: 'Хүсэлтийн зорилгийг бөглөнө үү', en: 'Please fill in the purpose of the request' },
  tooLong: { mn: 'Хэт урт байна', en: 'Too long' },
  requestSent: { mn: 'Хүсэлт амжилттай илгээгдлээ.', en: 'Your request has been sent.' },
  companyRequired: { mn: 'Байгууллагын нэрийг оруулна уу.', en: 'Please enter the organisation name.' },
  firstName: { mn: 'Нэрээ оруулна уу.', en: 'Please enter your first name.' },
  lastName: { mn: 'Овгоо оруулна уу.', en: 'Please enter your last name.' },
  country: { mn: 'Улсаа оруулна уу.', en: 'Please enter your country.' },
  regEmailRequired: { mn: 'Цахим шуудангаа оруулна уу.', en: 'Please enter your e-mail address.' },
  regPhoneRequired: { mn: 'Утасны дугаараа оруулна уу.', en: 'Please enter your phone number.' },
  alreadyRegistered: { mn: 'Энэ цахим шуудангаар энэ арга хэмжээнд аль хэдийн бүртгүүлсэн байна.', en: 'This e-mail address is already registered for this event.' },
  eventNotFound: { mn: 'Арга хэмжээ олдсонгүй.', en: 'Event not found.' },
  calendarWhich: { mn: 'event эсвэл sessions-ийг заана уу.', en: 'Name an event or the sessions.' },
  registered: { mn: 'Бүртгэл амжилттай.', en: 'Registration successful.' },
  fieldRequired: { mn: 'Энэ талбарыг бөглөнө үү.', en: 'Please fill in this field.' },
  subCategory: { mn: 'Дэд ангиллыг сонгоно уу.', en: 'Please choose a subcategory.' },
  logoRequired: { mn: 'Лого оруулна уу', en: 'Please upload a logo' },
  nameMn: { mn: 'Байгууллагын нэрийг /монголоор/ оруулна уу', en: 'Please enter the organisation name /in Mongolian/' },
  nameEn: { mn: 'Байгууллагын нэрийг /англиар/ оруулна уу', en: 'Please enter the organisation name /in English/' },
  registrationNumber: { mn: 'Байгууллагын регистрийн дугаарыг оруулна уу', en: 'Please enter the registration number' },
  professionMn: { mn: 'Мэргэжлийг /монголоор/ оруулна уу', en: 'Please enter the profession /in Mongolian/' },
  professionEn: { mn: 'Мэргэжлийг /англиар/ оруулна уу', en: 'Please enter the profession /in English/' },
  phoneEnter: { mn: 'Утасны дугаар оруулна уу', en: 'Please enter a phone number' },
  tooManyRows: { mn: 'Хэт олон мөр нэмсэн байна.', en: 'Too many rows added.' },
  imageKinds: { mn: 'Зөвхөн JPEG, PNG зураг оруулна уу.', en: 'Please upload JPEG or PNG images only.' },
  categoryNotFound: { mn: 'Ангилал олдсонгүй.', en: 'Category not found.' },
  categoryCode: { mn: 'Ангиллын код 2 эсвэл 4 оронтой тоо байна.', en: 'The category code is 2 or 4 digits.' },
  mainCode: { mn: 'main нь 2 оронтой код байна.', en: 'main is a 2-digit code.' },
  subCode: { mn: 'Дэд ангиллын код 4 оронтой байна.', en: 'The subcategory code is 4 digits.' },
  nameRequired: { mn: 'Нэр оруулна уу.', en: 'Please enter a name.' },
  nameTooLong: { mn: 'Нэр хэт урт байна.', en: 'The name is too long.' },
  valueRequired: { mn: 'Утга оруулна уу.', en: 'Please enter a value.' },
  badLogo: { mn: 'Лого буруу байна.', en: 'The logo is invalid.' },
  contactType: { mn: 'Холбоо барих төрөл буруу.', en: 'Invalid contact type.' },
  chooseLanguage: { mn: 'Хэлийг сонгоно уу', en: 'Please choose a language' },

  // Search, news, trade (lib/search, lib/news, lib/trade).
  termRequired: { mn: 'term оруулна уу.', en: 'Please enter term.' },
  searchTooLong: { mn: 'Хайлтын үг хэт урт байна.', en: 'The search text is too long.' },
  searchWordRequired: { mn: 'Хайх үгээ оруулна уу.', en: 'Please enter a search word.' },
  searchWordTooLong: { mn: 'Хайх үг хэт урт байна.', en: 'The search word is too long.' },
  pageType: { mn: 'Хуудасны төрөл буруу.', en: 'Invalid page type.' },
  newsNotFound: { mn: 'Мэдээ олдсонгүй', en: 'No News Found' },
  reversedDates: { mn: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.', en: 'The start date cannot be after the end date.' },
  logoNotFound: { mn: 'Лого олдсонгүй.', en: 'Logo not found.' },
} as const satisfies Record<string, Record<Locale, string>>;

type Entry = { pattern: RegExp; names: string[]; en: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each Mongolian text as a whole-string pattern whose `{name}` parts capture the values it carries. */
const ENTRIES: Entry[] = Object.values(API_MESSAGES).map(({ mn, en }) => {
  const names: string[] = [];
  const source = mn
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (names.push(part.slice(1, -1)), '(.+?)') : escape(part)))
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, en };
});

/** The message in the caller's language: Mongolian as written, English from the catalogue when it has it. */
export function translateApiMessage(message: string, lang: Locale): string {
  if (lang === 'mn') return message;
  for (const { pattern, names, en } of ENTRIES) {
    const match = pattern.exec(message);
    if (match) return names.reduce((text, name, i) => text.replaceAll(`{${name}}`, match[i + 1]), en);
  }
  return message;
}
