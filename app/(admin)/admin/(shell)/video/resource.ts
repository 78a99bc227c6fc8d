import { defineResource } from '@/components/admin/resource/define';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@/lib/files/form-messages';
import { insertVideoForm, renameForm } from '@/lib/files/validators';

type VideoRow = { id: number; title: string; title_en: string; video: string; created_at: string };

/** Mining 101 videos on /mm/page/22: MP4 up to 300 MB sent with a progress bar; a stored video is only renamed. */
export const videoResource = defineResource<VideoRow>({
  key: 'mining-video',
  messages: 'admin.content2.video',
  title: 'heading',
  nameField: 'title',
  api: { prefix: '/api/admin', list: '/get/mining-video', rows: 'video', insert: '/insert/mining-video', update: '/update/mining-video', remove: '/delete/mining-video', body: 'multipart', updateBody: 'json', exports: true },
  schema: { insert: insertVideoForm, update: renameForm(VIDEO_MESSAGES.title) },
  columns: [
    { field: 'title', label: 'title', sortable: true, filter: 'text' },
    { field: 'title_en', label: 'titleEn', sortable: true, filter: 'text' },
    { field: 'video', label: 'video', cell: 'link', linkText: 'watch', width: 110 },
  ],
  fields: [
    { kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 },
    { kind: 'video', name: 'video', label: 'video', hint: 'videoHint', maxBytes: VIDEO_MAX_BYTES, required: true },
  ],
  editFields: [{ kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 }],
  formTitles: { add: 'addTitle', edit: 'renameTitle' },
  editLabel: 'rename',
  paging: { sizes: [10, 20, 30], initial: 10 },
  empty: 'empty',
  confirmDelete: 'confirmDelete',
  notices: { added: 'added', saved: 'renamed', deleted: 'deleted' },
});
