import { defineTitledFileResource } from '@/components/admin/resource/define';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@/lib/files/form-messages';
import { insertVideoForm, renameForm } from '@/lib/files/validators';

type VideoRow = { id: number; title: string; title_en: string; video: string; created_at: string };

/** Mining 101 videos on /mm/page/22: MP4 up to 300 MB sent with a progress bar; a stored video is only renamed. */
export const videoResource = defineTitledFileResource<VideoRow>({
  key: 'mining-video',
  messages: 'admin.content2.video',
  rows: 'video',
  schema: { insert: insertVideoForm, update: renameForm(VIDEO_MESSAGES.title) },
  file: { field: 'video', label: 'video', cell: 'link', linkText: 'watch', width: 110 },
  fileField: { kind: 'video', name: 'video', label: 'video', hint: 'videoHint', maxBytes: VIDEO_MAX_BYTES, required: true },
  paging: { sizes: [10, 20, 30], initial: 10 },
});
