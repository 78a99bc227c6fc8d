import { defineList } from '@/lib/api/list-route';
import { socialLinks } from './schema';

/** The social-link lists of the association and the conference back offices (same fields, one site each). */
export const socialLinkListSpec = defineList({ id: socialLinks.id, shape: {}, rows: 'link', file: 'social-links' }, {
  id: { sql: socialLinks.id, kind: 'number', label: '№' },
  icon: { sql: socialLinks.icon, kind: 'text', label: 'Icon' },
  link: { sql: socialLinks.link, kind: 'text', label: 'Холбоос' },
});
