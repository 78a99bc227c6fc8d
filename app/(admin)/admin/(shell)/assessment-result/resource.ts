import { dateColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource } from '@/components/admin/resource/define';

export type Respondent = { id: number; name: string; email: string; phone_number: string; created_at: string };

/** Respondents of the open self-assessment (spec §2): read only, 10/20/30 a page, their answers in a dialog. */
export const respondentResource = defineListResource<Respondent>({
  messages: 'admin.assessment.respondents',
  nameField: 'name',
  api: { list: '/get/assessment-respondents', rows: 'respondents' },
  columns: [
    textColumn('name'),
    emailColumn('email'),
    { field: 'phone_number', label: 'phone', cell: 'phone', filter: 'text' },
    dateColumn('created_at', 'date'),
  ],
  paging: { sizes: [10, 20, 30], initial: 10 },
});
