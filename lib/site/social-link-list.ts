import { defineList } from '@/lib/api/list-route';
import { socialLinks } from './schema';

/** The social-link lists of the association and the conference back offices (same fields, one site each). */
export const socialLinkListSpec = defineList({
  columns: {
    icon: { sql: socialLinks.icon, kind: 'text', label: 'Icon' },
    link: { sql: socialLinks.link, kind: 'text', label: 'Холбоос' },
  },
  id: socialLinks.id,
  shape: {},
  rows: 'link',
  file: 'social-links',
});
