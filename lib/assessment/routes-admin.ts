import 'server-only';
import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { badRequest, notFound } from '@/lib/api/errors';
import { idParam } from '@/lib/api/params';
import {
  assessmentGroups,
  memberAnswersView,
  memberFiles,
  openAnswerDetails,
  openRespondentListSpec,
  openRespondentsPage,
} from './queries';
import { listRoute } from '@/lib/api/list-route';
import { memberResultListSpec, memberResultsPage } from './member-results';
import { deleteQuestion, insertQuestion, questionsWithIndex, updateQuestion } from './commands-questions';
import { INDEX_MESSAGES, isValidIndex } from './index-rules';
import { questionForm, questionUpdate } from './validators';
import { answersWithLinks, fileLink, proofFileQuery, serveMemberFile } from './proof-files';
import { resultPdfResponse } from './result-pdf';
import { remindMember } from './reminder';

const memberAssessment = z.object({ answerId: idParam, memberId: idParam });

/** The self-assessment's back-office calls under /api/admin (association-admin.md §7). */
export const assessmentAdminRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/get/assessment-questions',
    handler: async ({ db }) => ({ result: await assessmentGroups(db, 'mn', true) }),
  }),
  route({
    method: 'GET',
    path: '/check/index',
    query: z.object({ cid: z.string({ error: INDEX_MESSAGES.required }).trim().min(1, INDEX_MESSAGES.required), id: idParam.optional() }),
    handler: async ({ db, query }) => {
      if (!isValidIndex(query.cid)) throw badRequest(INDEX_MESSAGES.format);
      return { result: await questionsWithIndex(db, query.cid, query.id) };
    },
  }),
  route({ method: 'POST', path: '/insert/question', body: questionForm, handler: ({ db, body }) => insertQuestion(db, body) }),
  route({ method: 'POST', path: '/update/question', body: questionUpdate, handler: ({ db, body }) => updateQuestion(db, body) }),
  route({
    method: 'DELETE',
    path: '/delete/question',
    query: z.object({ id: idParam }),
    handler: ({ db, query }) => deleteQuestion(db, query.id),
  }),
  listRoute(openRespondentListSpec, {
    path: '/get/assessment-respondents',
    handler: ({ db, query }, list) => openRespondentsPage(db, query.page, query.limit, list),
  }),
  route({
    method: 'GET',
    path: '/get/assessment-answer',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => {
      const details = await openAnswerDetails(db, query.id);
      if (!details) throw notFound('Хариулт олдсонгүй.');
      return details;
    },
  }),
  listRoute(memberResultListSpec, {
    path: '/get/member-assessment-result',
    handler: ({ db, query }, list) => memberResultsPage(db, query.page, query.limit, list),
  }),
  route({ method: 'POST', path: '/remind/member-assessment', body: z.object({ memberId: idParam }), handler: ({ db, body }) => remindMember(db, body.memberId) }),
  route({
    method: 'GET',
    path: '/get/member-answers',
    query: memberAssessment,
    handler: async ({ db, query }) => {
      const view = await memberAnswersView(db, query.memberId, query.answerId);
      return { answer: answersWithLinks(view, 'admin') };
    },
  }),
  route({
    method: 'GET',
    path: '/export/member-result.pdf',
    query: memberAssessment,
    handler: async ({ db, query }) => resultPdfResponse(await memberAnswersView(db, query.memberId, query.answerId), 'mn'),
  }),
  route({
    method: 'GET',
    path: '/get/member-files',
    query: memberAssessment,
    handler: async ({ db, query }) => {
      const { files, result, attachment } = await memberFiles(db, query.memberId, query.answerId);
      return {
        file: {
          files: files.map((f) => ({ ...f, proof_file: fileLink(f.proof_file, 'admin') })),
          result,
          attachment: attachment && { ...attachment, official_document: fileLink(attachment.official_document, 'admin'), form: fileLink(attachment.form, 'admin') },
        },
      };
    },
  }),
  route({
    method: 'GET',
    path: '/get/proof-file',
    query: proofFileQuery,
    handler: ({ db, query }) => serveMemberFile(db, query.key),
  }),
];
