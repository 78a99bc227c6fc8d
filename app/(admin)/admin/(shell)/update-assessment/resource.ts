import { createElement } from 'react';
import { z } from 'zod';
import { defineResource, writePaths } from '@/components/admin/resource/define';
import type { ChildQuestion } from '@/lib/assessment/groups';
import { INDEX_MESSAGES, isValidIndex, parentIndex } from '@/lib/assessment/index-rules';
import { questionForm } from '@/lib/assessment/validators';
import { CidInput, indexError } from './QuestionFields';

/**
 * Mode C of /admin/update-assessment (spec §5): the index must be digits joined by dots and unused (the server
 * is asked, except for an unchanged index on edit); while it has an error, saving is blocked with
 * 'Индексийн формат алдаатай байна.' (the field itself says why). The edit sends id, originalCid and pid.
 */
const schema = questionForm.extend({ cid: z.string(), originalCid: z.string().optional() }).superRefine(async ({ cid, originalCid }, ctx) => {
  const error = await indexError(cid, originalCid).catch(() => null);
  if (error) ctx.addIssue({ code: 'custom', path: ['cid'], message: error === INDEX_MESSAGES.required ? error : INDEX_MESSAGES.blocked });
});

/** A sub-question's improvement advice: a heading (no parent) has none. */
const isSubQuestion = (values: Record<string, unknown>) => {
  const cid = String(values.cid ?? '').trim();
  return isValidIndex(cid) && Boolean(parentIndex(cid));
};

export const questionResource = defineResource<ChildQuestion>({
  key: 'question',
  messages: 'admin.assessment.questions',
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  nameField: 'cid',
  api: {
    prefix: '/api/admin',
    list: '/get/assessment-questions',
    rows: 'result',
    ...writePaths('question'),
    body: 'json',
    toApi: ({ id, originalCid, ...v }) => {
      const body = Object.fromEntries(['cid', 'question', 'question_en', 'guidance', 'guidance_en'].map((k) => [k, String(v[k] ?? '').trim()]));
      return id ? { ...body, id, originalCid, pid: parentIndex(body.cid!) } : body;
    },
  },
  schema: { insert: schema, update: schema },
  columns: [],
  fields: [
    { kind: 'custom', name: 'cid', label: 'cid', render: () => createElement(CidInput) },
    { kind: 'textarea', name: 'question', label: 'question', required: true },
    { kind: 'textarea', name: 'question_en', label: 'questionEn' },
    { kind: 'textarea', name: 'guidance', label: 'guidance', hint: 'guidanceHint', maxLength: 2000, showIf: isSubQuestion },
    { kind: 'textarea', name: 'guidance_en', label: 'guidanceEn', maxLength: 2000, showIf: isSubQuestion },
  ],
  paging: null,
  notices: { added: 'saved', saved: 'saved' },
});
