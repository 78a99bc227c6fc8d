import { dateColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';

export type Respondent = { id: number; name: string; email: string; phone_number: string; created_at: string };

/** Respondents of the open self-assessment (spec §2): read only, 10/20/30 a page, their answers in a dialog. */
export const respondentResource = defineResource<Respondent>({
  key: 'assessment-respondent',
  messages: 'admin.assessment.respondents',
  title: 'title',
  nameField: 'name',
  api: { prefix: '/api/admin', list: '/get/assessment-respondents', rows: 'respondents', body: 'json', exports: true },
  schema: {},
  columns: [
    textColumn('name'),
    emailColumn('email'),
    { field: 'phone_number', label: 'phone', cell: 'phone', filter: 'text' },
    dateColumn('created_at', 'date'),
  ],
  fields: [],
  paging: { sizes: [10, 20, 30], initial: 10 },
  empty: 'empty',
});
