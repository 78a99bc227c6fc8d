import { defineTitledFileResource } from '@/components/admin/resource/define';
import { DOCUMENT_MESSAGES } from '@/lib/files/form-messages';
import { insertDocumentForm, renameForm } from '@/lib/files/validators';

type DocumentRow = { id: number; title: string; title_en: string; pdf: string; created_at: string };

/** PDF guideline documents, downloadable on /mm/page/20 under their title; a stored PDF is only renamed. */
export const documentResource = defineTitledFileResource<DocumentRow>({
  key: 'document-pdf',
  messages: 'admin.content2.document',
  rows: 'document',
  schema: { insert: insertDocumentForm, update: renameForm(DOCUMENT_MESSAGES.title) },
  file: { field: 'pdf', label: 'pdf', cell: 'link', linkText: 'open', width: 110 },
  fileField: { kind: 'pdf', name: 'pdf', label: 'pdf', hint: 'pdfHint', required: true },
  paging: null,
});
