import { defineResource } from '@/components/admin/resource/define';
import { socialLinkResource } from '../../social-links/resource';

/**
 * The conference footer's social links: the association's social-link resource (same schema, fields, texts and
 * spec wording) on the conference API, which keeps its own rows.
 */
export const weekSocialLinkResource = defineResource({
  ...socialLinkResource,
  key: 'week-social-link',
  api: { ...socialLinkResource.api, prefix: '/api/admin/week' },
  empty: 'emptyWeek',
});
