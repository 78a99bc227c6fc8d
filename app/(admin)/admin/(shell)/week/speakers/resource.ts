import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listSpeakerProfiles } from '@/lib/conference/programme-admin';
import { speakerProfileSchema } from '@/lib/conference/programme-validators';

/**
 * The speakers' public profiles (/mw/speakers/{id}) per event: bio in both languages, company, country and the
 * company's directory entry. Presenters themselves (name, position, photo, order) are added under Илтгэгчид.
 */
export const speakerProfileResource = weekResource<ListRow<typeof listSpeakerProfiles>>('speaker-profile', 'speakers', {
  writes: ['update'],
  nameField: 'name_mn',
  api: { list: '/get/speaker-profiles', rows: 'speakers' },
  schema: { update: speakerProfileSchema },
  columns: [
    { field: 'profile_img', label: 'speakers.photo', cell: 'image', width: 110 },
    { field: 'name_mn', label: 'speakers.name' },
    { field: 'company', label: 'speakers.company' },
    { field: 'country', label: 'speakers.country', width: 140 },
    { field: 'bio_mn', label: 'speakers.bio_mn' },
  ],
  fields: [
    { kind: 'bilingual', name: 'bio_mn', label: 'speakers.bio_mn', nameEn: 'bio_en', labelEn: 'speakers.bio_en', multiline: true, maxLength: 4000 },
    { kind: 'text', name: 'company', label: 'speakers.company', maxLength: 200 },
    { kind: 'text', name: 'country', label: 'speakers.country', maxLength: 100 },
    { kind: 'text', name: 'company_id', label: 'speakers.companyId', hint: 'speakers.companyIdHint' },
  ],
});
