import 'server-only';
import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { badRequest } from '@/lib/api/errors';
import { idParam, langParam } from '@/lib/api/params';
import { DOCUMENT_LIMIT, MB } from '@/lib/storage';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { limitPerEmail } from '@/lib/security/form-limits';
import { findActiveMemberByEmail, memberAnswersView, memberProgress, publicAssessmentGroups } from './queries';
import { submitOpenAssessment } from './commands-open';
import { sendMemberCode, verifyMemberCode } from './commands-code';
import { limitGuesses } from './codes';
import { finishMemberAssessment, saveAttachment, saveMemberAnswer, saveMemberResult } from './commands-member';
import { memberSessionCookie, requireMember } from './member-session';
import { answersWithLinks, proofFileQuery, serveMemberFile } from './proof-files';
import { resultPdfResponse } from './result-pdf';
import { memberDraft, saveMemberDraft } from './member-draft';
import { memberHistory, peerBenchmark } from './history';
import {
  attachmentForm,
  memberAnswerForm,
  memberAnswersQuery,
  memberAssessmentForm,
  memberDraftBody,
  memberEmailQuery,
  openSubmission,
  optionalFile,
  PROOF_FIELD,
  resultBody,
  verifyCodeBody,
} from './validators';

export const UNKNOWN_EMAIL = 'Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.';
/** Finish carries every proof file at once: 20 MB each, 100 MB together. */
const FINISH_LIMIT = 100 * MB;
/** The member's own result as a PDF: their latest unless an answerId of theirs is named. */
const memberResultPdfQuery = z.object({ answerId: idParam.optional(), lang: langParam });

/** The self-assessment's public and member calls under /api/mm (association-site.md §7). */
export const assessmentPublicRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/get/assessment',
    query: z.object({ lang: langParam }),
    handler: async ({ query }) => ({ result: await publicAssessmentGroups(query.lang) }),
  }),
  route({
    method: 'POST',
    path: '/insert/answer',
    body: openSubmission,
    handler: async ({ db, body, ip }) => {
      await enforceRateLimit(db, `open-assessment:${ip}`, { limit: 20, windowSeconds: 3600 });
      await limitPerEmail(db, 'open-assessment', body.email);
      return { success: true, ...(await submitOpenAssessment(db, body)) };
    },
  }),
  route({
    method: 'GET',
    path: '/check/email',
    query: memberEmailQuery,
    handler: async ({ db, query, ip }) => {
      await enforceRateLimit(db, `check-email:${ip}`, { limit: 30, windowSeconds: 600 });
      const member = await findActiveMemberByEmail(db, query.email);
      if (!member) return { member: null, answer_id: 0, message: UNKNOWN_EMAIL };
      const { answer_id } = await memberProgress(db, member.id);
      return { member: { id: member.id, logo: member.logo }, answer_id };
    },
  }),
  route({
    method: 'GET',
    path: '/create/code',
    query: z.object({ id: idParam }),
    handler: async ({ db, query, ip }) => {
      // Besides the per-member limits: one address cannot mail codes to member after member.
      await enforceRateLimit(db, `member-code-ip:${ip}`, { limit: 20, windowSeconds: 3600 });
      return sendMemberCode(db, query.id);
    },
  }),
  route({
    method: 'POST',
    path: '/verify/code',
    body: verifyCodeBody,
    handler: async ({ db, body, ip }) => {
      await limitGuesses(db, ip);
      const verified = await verifyMemberCode(db, body.id, body.code);
      return Response.json({ success: true, ...verified }, { headers: { 'Set-Cookie': memberSessionCookie(verified.member.id) } });
    },
  }),
  route({
    method: 'POST',
    path: '/insert/member-answer',
    multipart: true,
    before: ({ db, req }) => requireMember(db, req),
    maxBytes: DOCUMENT_LIMIT + MB,
    body: memberAnswerForm,
    handler: async ({ db, req, body }) => saveMemberAnswer(db, await requireMember(db, req, body.member_id), body),
  }),
  route({
    method: 'POST',
    path: '/save/member-draft',
    before: ({ db, req }) => requireMember(db, req),
    // The largest valid draft: 500 rows with 2000-character Cyrillic comments (two bytes a letter).
    maxBytes: 3 * MB,
    body: memberDraftBody,
    handler: async ({ db, req, body }) => saveMemberDraft(db, await requireMember(db, req), body),
  }),
  route({
    method: 'GET',
    path: '/get/member-draft',
    handler: async ({ db, req }) => memberDraft(db, (await requireMember(db, req)).id),
  }),
  route({
    method: 'POST',
    path: '/insert/member-assessment',
    multipart: true,
    before: ({ db, req }) => requireMember(db, req),
    maxBytes: FINISH_LIMIT,
    body: memberAssessmentForm,
    handler: async ({ db, req, body }) => {
      const member = await requireMember(db, req, body.member_id);
      const files = new Map<number, File>();
      for (const [key, value] of Object.entries(body)) {
        const id = key.match(PROOF_FIELD)?.[1];
        if (!id) continue;
        const file = optionalFile.safeParse(value);
        if (!file.success) throw badRequest('Файл буруу байна.');
        if (file.data) files.set(Number(id), file.data);
      }
      return finishMemberAssessment(db, member, { answer_id: body.answer_id, answers: body.answers, files });
    },
  }),
  route({
    method: 'POST',
    path: '/insert/result',
    body: resultBody,
    handler: async ({ db, req, body }) => saveMemberResult(db, await requireMember(db, req, body.member_id), body.answer_id),
  }),
  route({
    method: 'POST',
    path: '/insert/attachment',
    multipart: true,
    before: ({ db, req }) => requireMember(db, req),
    maxBytes: 2 * DOCUMENT_LIMIT + MB,
    body: attachmentForm,
    handler: async ({ db, req, body }) => saveAttachment(db, await requireMember(db, req, body.member_id), body),
  }),
  route({
    method: 'GET',
    path: '/get/member-answers',
    query: memberAnswersQuery,
    handler: async ({ db, req, query }) => {
      const member = await requireMember(db, req, query.memberId);
      const answerId = query.answerId ?? (await memberProgress(db, member.id)).answer_id;
      const view = await memberAnswersView(db, member.id, answerId);
      return { answer: answersWithLinks(view, 'mm') };
    },
  }),
  route({
    method: 'GET',
    path: '/get/member-history',
    handler: async ({ db, req }) => {
      const member = await requireMember(db, req);
      return { history: await memberHistory(db, member.id), benchmark: await peerBenchmark(db) };
    },
  }),
  route({
    method: 'GET',
    path: '/export/member-result.pdf',
    query: memberResultPdfQuery,
    handler: async ({ db, req, query }) => {
      const member = await requireMember(db, req);
      const answerId = query.answerId ?? (await memberProgress(db, member.id)).answer_id;
      return resultPdfResponse(await memberAnswersView(db, member.id, answerId), query.lang);
    },
  }),
  route({
    method: 'GET',
    path: '/get/proof-file',
    query: proofFileQuery,
    handler: async ({ db, req, query }) => serveMemberFile(db, query.key, (await requireMember(db, req)).id),
  }),
];
