import { defineResource } from '@/components/admin/resource/define';
import { DOCUMENT_MESSAGES } from '@/lib/files/form-messages';
import { insertDocumentForm, renameForm } from '@/lib/files/validators';

type DocumentRow = { id: number; title: string; title_en: string; pdf: string; created_at: string };

/** PDF guideline documents, downloadable on /mm/page/20 under their title; a stored PDF is only renamed. */
export const documentResource = defineResource<DocumentRow>({
  key: 'document-pdf',
  messages: 'admin.content2.document',
  title: 'heading',
  nameField: 'title',
  api: { prefix: '/api/admin', list: '/get/document-pdf', rows: 'document', insert: '/insert/document-pdf', update: '/update/document-pdf', remove: '/delete/document-pdf', body: 'multipart', updateBody: 'json', exports: true },
  schema: { insert: insertDocumentForm, update: renameForm(DOCUMENT_MESSAGES.title) },
  columns: [
    { field: 'title', label: 'title', sortable: true, filter: 'text' },
    { field: 'title_en', label: 'titleEn', sortable: true, filter: 'text' },
    { field: 'pdf', label: 'pdf', cell: 'link', linkText: 'open', width: 110 },
  ],
  fields: [
    { kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 },
    { kind: 'pdf', name: 'pdf', label: 'pdf', hint: 'pdfHint', required: true },
  ],
  editFields: [{ kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 }],
  formTitles: { add: 'addTitle', edit: 'renameTitle' },
  editLabel: 'rename',
  paging: null,
  empty: 'empty',
  confirmDelete: 'confirmDelete',
  notices: { added: 'added', saved: 'renamed', deleted: 'deleted' },
});
