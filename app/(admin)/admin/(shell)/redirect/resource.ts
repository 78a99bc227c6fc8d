import { defineResource, writePaths } from '@/components/admin/resource/define';
import { redirectSchema, redirectUpdateSchema } from '@/lib/redirects/paths';

export type Redirect = { id: number; from: string; to: string; created_at: string };

/** Old addresses mapped to new ones (issue 24.5): answered with 308; loops and chains refused on save. */
export const redirectResource = defineResource<Redirect>({
  key: 'redirect',
  messages: 'admin.redirects',
  nameField: 'from',
  api: { prefix: '/api/admin', list: '/get/redirect', rows: 'redirect', ...writePaths('redirect'), body: 'json' },
  schema: { insert: redirectSchema, update: redirectUpdateSchema },
  columns: [
    { field: 'from', label: 'from', cell: 'text', sortable: true, filter: 'text' },
    { field: 'to', label: 'to', cell: 'text', sortable: true, filter: 'text' },
    { field: 'created_at', label: 'createdAt', cell: 'date', sortable: true, width: 140 },
  ],
  fields: [
    { kind: 'text', name: 'from', label: 'from', required: true, maxLength: 2000, hint: 'fromHint' },
    { kind: 'text', name: 'to', label: 'to', required: true, maxLength: 2000, hint: 'toHint' },
  ],
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: null,
  notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
  // The old site's URL list (from,to): every valid row is added; refused rows are listed with the reason.
  sheet: {
    path: '/import/redirect',
    title: 'importTitle',
    nameKey: 'from',
    summary: 'imported',
    accept: '.csv,text/csv',
    template: 'from,to\r\n/news.php?id=1,/mm/detail/1\r\n',
    templateName: 'redirects.csv',
  },
});
