import type { Access } from '@/lib/api/table';
import type { KeyIn } from '@/lib/i18n/keys';

/** Every back-office screen of the three sites, grouped by site, in the sidebar's order. Labels: admin.nav.<key>. */
export type NavItem = { key: KeyIn<'admin.nav'>; href: string; /** Who sees the entry; 'read' when not given. */ access?: Access };

/** Entries under `base` from their paths; an entry's key is its path in camelCase after `keyPrefix` ('week' + 'social-link' → weekSocialLink). */
type Camel<Text extends string> = Text extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : Text;
type EntryKey<Prefix extends string, Path extends string> = Camel<Prefix extends '' ? Path : `${Prefix}-${Path}`>;
const camel = (text: string) => text.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
// The key's type is the same camelCase worked out by tsc, so a path without its admin.nav.<key> label fails to compile.
const items = <Prefix extends string, Path extends string>(base: string, keyPrefix: Prefix, paths: Path[]) =>
  paths.map((path) => ({ key: camel(keyPrefix ? `${keyPrefix}-${path}` : path) as EntryKey<Prefix, Path>, href: `${base}/${path}` }));

const association: NavItem[] = [
  ...items('/admin', '', ['dashboard', 'add-news', 'update-news', 'link', 'social-links', 'slides', 'request-list', 'update-assessment', 'assessment-result']),
  ...items('/admin', '', ['assessment-member-result', 'document', 'video', 'trade', 'about', 'membership', 'companies', 'auditor', 'sustainable-mining']),
  ...items('/admin', '', ['report', 'add-report', 'redirect']),
  // Admins only.
  ...items('/admin', '', ['accounts', 'mail-log', 'audit-log']).map((item): NavItem => ({ ...item, access: 'accounts' })),
  ...items('/admin', '', ['api-docs']),
];

const week = items('/admin/week', 'week', [
  'home', 'link', 'social-link', 'footer', 'events', 'logos', 'register', 'new-register', 'check-in', 'presenters', 'agenda', 'sessions', 'speakers',
  'event-date', 'presentation', 'gallery', 'add-news', 'update-news',
]);

const yellow = items('/admin/yellow', 'yellow', [
  'add', 'request', 'list-company', 'list-consultant', 'category', 'new-category', 'banner', 'add-user', 'meeting-users', 'meeting-list', 'meeting-info',
]);

export const ADMIN_NAV: { key: 'association' | 'week' | 'yellow'; items: NavItem[] }[] = [
  { key: 'association', items: association },
  { key: 'week', items: week },
  { key: 'yellow', items: yellow },
];

/** The screen a path belongs to; /admin/edit-static/5 belongs to the menus screen. */
export function isCurrent(href: string, pathname: string) {
  return pathname === href || pathname.startsWith(`${href}/`) || (href === '/admin/link' && pathname.startsWith('/admin/edit-static/'));
}

/** The sidebar entry and its site for a path (a versions or an edit page belongs to its list's entry), if any. */
export function screenOf(pathname: string) {
  for (const group of ADMIN_NAV) {
    const item = group.items.find((entry) => isCurrent(entry.href, pathname));
    if (item) return { site: group.key, item };
  }
  return undefined;
}
