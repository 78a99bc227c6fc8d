import { z } from 'zod';
import { boolParam, idParam } from '@/lib/api/params';
import { emailField, phoneField } from '@/lib/security/contact-fields';
import { CHALLENGE_SHAPE, CODE_MESSAGES } from './code-rules';
import { INDEX_MESSAGES, INDEX_PATTERN } from './index-rules';

export type IntroMessages = { nameRequired: string; emailRequired: string; emailInvalid: string; phoneRequired: string; phoneInvalid: string };

export const MN_INTRO_MESSAGES: IntroMessages = {
  nameRequired: 'Байгууллагын нэрээ оруулна уу',
  emailRequired: 'Имэйл хаягаа оруулна уу',
  emailInvalid: 'Имэйл хаяг буруу байна',
  phoneRequired: 'Утасны дугаараа оруулна уу',
  phoneInvalid: 'Утасны дугаар буруу байна',
};

/** The open self-assessment's intro form; the page passes its language's messages. */
export function introSchema(m: IntroMessages) {
  return z.object({
    name: z.string().trim().min(1, m.nameRequired).max(200),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone_number: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  });
}
export type IntroValues = z.infer<ReturnType<typeof introSchema>>;

/** Yes/no as the spec sends it (1/0) or as a boolean, in JSON or multipart. */
export const answerValue = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], { error: 'Хариулт тийм эсвэл үгүй байна.' })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const openSubmission = introSchema(MN_INTRO_MESSAGES).extend({
  answers: z
    .array(z.object({ question_id: idParam, answer: answerValue, proof: boolParam.default(false) }))
    .min(1, 'Бүх асуултанд хариулна уу.')
    .max(2000),
});

/** An empty file input arrives as a nameless empty File (or ''): treat it as no file. */
const noFile = (v: unknown) => ((v instanceof File && v.size === 0 && !v.name) || v === '' ? undefined : v);
export const optionalFile = z.preprocess(noFile, z.instanceof(File, { error: 'Файл буруу байна.' }).optional());
export const requiredFile = (message: string) => z.preprocess(noFile, z.instanceof(File, { error: message }));

export const memberAnswerFields = {
  question_id: idParam,
  answer: answerValue,
  proof: boolParam.default(false),
  comment: z.string().trim().max(2000, 'Тайлбар хэт урт байна.').default(''),
};

/** A saved-as-you-go answer: yes/no may not be chosen yet (null) while a comment or proof is already there. */
const draftAnswerFields = { ...memberAnswerFields, answer: answerValue.nullish().transform((v) => v ?? null) };

export const memberAnswerForm = z.object({
  ...draftAnswerFields,
  member_id: idParam.optional(),
  answer_id: idParam.optional(),
  proof_file: optionalFile,
});

/** At most this many rows in one draft save: the questionnaire has fewer, so more is a mistake or abuse. */
export const DRAFT_MAX_ROWS = 500;

/** POST /save/member-draft: the rows that changed since the last save (JSON). */
export const memberDraftBody = z.object({
  answers: z
    .array(z.object(draftAnswerFields), { error: 'Хариултууд олдсонгүй.' })
    .min(1, 'Хариултууд олдсонгүй.')
    .max(DRAFT_MAX_ROWS, 'Нэг удаад хэт олон хариулт илгээсэн байна.'),
});

/** Finish: every answer as JSON in `answers`, each proof file as `proof_file_<question_id>`. */
export const PROOF_FIELD = /^proof_file_(\d+)$/;
export const memberAssessmentForm = z.looseObject({
  member_id: idParam.optional(),
  answer_id: idParam.optional(),
  answers: z
    .string({ error: 'Хариултууд олдсонгүй.' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Хариултууд буруу байна.' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.object(memberAnswerFields)).min(1, 'Бүх асуултанд хариулна уу.').max(2000)),
});

export const ATTACHMENT_REQUIRED = 'Заавал бөглөнө үү!';
export const attachmentForm = z.object({
  official_document: requiredFile(ATTACHMENT_REQUIRED),
  form: requiredFile(ATTACHMENT_REQUIRED),
  publication: boolParam.default(true),
  result_id: idParam.optional(),
  answer_id: idParam.optional(),
  member_id: idParam.optional(),
});

export const resultBody = z.object({ member_id: idParam.optional(), answer_id: idParam.optional() });

export const memberEmailQuery = z.object({
  email: z.string({ error: 'Та и-мэйл хаягаа оруулна уу.' }).trim().min(1, 'Та и-мэйл хаягаа оруулна уу.').max(254),
});

/** The code's challenge (from /create/code) and the six digits. */
export const codeChallenge = z.string({ error: CODE_MESSAGES.missing }).regex(CHALLENGE_SHAPE, CODE_MESSAGES.missing);
export const verifyCodeBody = z.object({
  id: codeChallenge,
  code: z.string({ error: 'Баталгаажуулах кодыг оруулна уу.' }).regex(/^\d{6}$/, 'Код 6 оронтой тоо байна.'),
});

export const memberAnswersQuery = z.object({ answerId: idParam.optional(), memberId: idParam.optional() });

export const questionForm = z.object({
  cid: z.string({ error: INDEX_MESSAGES.required }).trim().min(1, INDEX_MESSAGES.required).regex(INDEX_PATTERN, INDEX_MESSAGES.format),
  question: z.string({ error: INDEX_MESSAGES.questionRequired }).trim().min(1, INDEX_MESSAGES.questionRequired).max(2000),
  question_en: z.string().trim().max(2000).default(''),
  guidance: z.string().trim().max(2000, 'Зөвлөмж 2000 тэмдэгтээс ихгүй байна.').default(''),
  guidance_en: z.string().trim().max(2000, 'Зөвлөмж 2000 тэмдэгтээс ихгүй байна.').default(''),
});

/** pid and originalCid are accepted as the spec sends them; the server derives pid from cid itself. */
export const questionUpdate = questionForm.extend({
  id: idParam,
  originalCid: z.string().optional(),
  pid: z.string().nullish(),
});
