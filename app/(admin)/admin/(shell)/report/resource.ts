import { defineResource, twoChoices, writePaths } from '@/components/admin/resource/define';
import type { PublishState } from '@/lib/publishing/states';
import { publishStateOptions } from '@/components/admin/usePublishingActions';
import { insertReportForm, updateReportForm } from '@/lib/reports/validators';

type Report = { id: number; title: string; title_en: string; image: string; pdf: string; status: boolean; state: PublishState; created_at: string };

/** Reports on /mm/report={page}: listed on /admin/report (edit in place), added on /admin/add-report. */
export const reportResource = defineResource<Report>({
  key: 'report',
  messages: 'admin.content2.report',
  title: 'heading',
  nameField: 'title',
  api: { prefix: '/api/admin', list: '/get/reports', rows: 'reports', ...writePaths('report'), body: 'multipart', exports: true },
  schema: { insert: insertReportForm, update: updateReportForm },
  columns: [
    { field: 'image', label: 'image', cell: 'image', width: 120 },
    { field: 'title', label: 'title', sortable: true, filter: 'text' },
    { field: 'title_en', label: 'titleEn', sortable: true, filter: 'text' },
    { field: 'pdf', label: 'pdf', cell: 'link', linkText: 'view', width: 110 },
    { field: 'state', label: 'stateColumn', cell: 'badge', options: publishStateOptions, filter: 'enum', width: 150 },
    { field: 'created_at', label: 'createdAt', cell: 'date', sortable: true, filter: 'dateRange', width: 170 },
  ],
  fields: [
    { kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 },
    { kind: 'image', name: 'image', label: 'image', hint: 'imageHint', current: 'image', required: true },
    { kind: 'pdf', name: 'pdf', label: 'pdf', current: 'pdf', required: true },
    // A draft stays off the site; a published report shows from publish_at until unpublish_at (Ulaanbaatar time).
    { kind: 'radio', name: 'status', label: 'status', options: twoChoices('statusOptions.published', 'statusOptions.draft'), required: true },
    { kind: 'datetime-local', name: 'publish_at', label: 'publishAt', hint: 'publishAtHint' },
    { kind: 'datetime-local', name: 'unpublish_at', label: 'unpublishAt', hint: 'unpublishAtHint' },
  ],
  defaults: { status: 'true' },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: { sizes: [5, 10, 15], initial: 5 },
  empty: 'empty',
  confirmDelete: 'confirmDelete',
  // Spec §8: report messages stay 5 s.
  notices: { added: 'saved', saved: 'saved', saveError: 'saveError', successMs: 5000, errorMs: 5000 },
});
