import { textColumn } from '@/components/admin/resource/column-kinds';
import type { Field } from '@/components/admin/resource/define';
import { DEFAULT_PICTURES } from '@/lib/about/default-pictures';
import { aboutFields, personResource } from '../about/resource';

const picture: Field = {
  kind: 'pictureChoice',
  name: 'image',
  label: 'picture',
  uploadLabel: 'upload',
  hint: 'uploadHint',
  required: true,
  current: 'profile',
  choices: DEFAULT_PICTURES.map((p) => ({ value: p.url, text: p.label })),
  // Pictures uploaded for other auditors can be picked again.
  choicesFrom: { path: '/api/admin/get/about-us', rows: 'about', value: 'profile', label: 'name', where: { about_category: 'Auditor' } },
};

/** Independent-assessment auditors: about-us people of category Auditor, with a picture choice. */
export const auditorResource = {
  ...personResource('Auditor', [aboutFields.name, picture, aboutFields.position, aboutFields.company], [
    textColumn('position', 'fields.position'),
    textColumn('company', 'fields.company'),
  ]),
  messages: 'admin.content2.auditor',
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  // Spec §8: success 'successfully updated' for 3 s; a failure says what went wrong.
  notices: { added: 'updated', saved: 'updated', modal: true },
};
