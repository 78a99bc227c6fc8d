import { defineResource, writePaths, twoChoices } from '@/components/admin/resource/define';
import { MAX_POSTERS } from '@/lib/files/form-messages';
import { insertMiningForm, updateMiningForm } from '@/lib/files/validators';

type MiningItem = { id: number; title: string; language: 'mn' | 'en'; posters: string[]; pdf: string; status: boolean };

const languages = (['mn', 'en'] as const).map((value) => ({ value, label: `languages.${value}` }));

/** Sustainable-mining files on /mm: posters in order and a PDF, per language. */
export const miningResource = defineResource<MiningItem>({
  key: 'sustainable-mining',
  messages: 'admin.content2.mining',
  title: 'heading',
  nameField: 'title',
  api: {
    prefix: '/api/admin',
    list: '/get/sustainable-mining',
    rows: 'mining',
    ...writePaths('sustainable-mining'),
    body: 'multipart',
    exports: true,
  },
  schema: { insert: insertMiningForm, update: updateMiningForm },
  columns: [
    { field: 'id', label: 'number', cell: 'index' },
    { field: 'posters', label: 'posters', cell: 'images' },
    { field: 'title', label: 'title', sortable: true, filter: 'text' },
    { field: 'language', label: 'language', cell: 'badge', options: languages, filter: 'enum', width: 120 },
    { field: 'pdf', label: 'pdf', cell: 'link', linkText: 'view', width: 120 },
    { field: 'status', label: 'status', cell: 'badge', options: twoChoices('statusOptions.published', 'statusOptions.draft'), filter: 'enum', width: 140 },
  ],
  fields: [
    { kind: 'select', name: 'language', label: 'language', options: languages, required: true },
    { kind: 'images', name: 'images', orderName: 'imageOrder', current: 'posters', label: 'posters', hint: 'postersHint', max: MAX_POSTERS, required: true },
    { kind: 'text', name: 'title', label: 'title', required: true, maxLength: 500 },
    { kind: 'pdf', name: 'pdf', label: 'pdf', current: 'pdf', required: true },
    // A draft stays off page 26 (editors see it in preview).
    { kind: 'radio', name: 'status', label: 'status', options: twoChoices('statusOptions.published', 'statusOptions.draft'), required: true },
  ],
  defaults: { language: 'mn', status: 'true' },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: { sizes: [10, 25, 50], initial: 10 },
  empty: 'empty',
  confirmDelete: 'confirmDelete',
  // Spec §8: save, load and delete messages stay 3 s.
  notices: { added: 'saved', saved: 'saved', deleted: 'deleted', saveError: 'saveError', deleteError: 'deleteError', successMs: 3000, errorMs: 3000 },
});
