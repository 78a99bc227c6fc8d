import type { Menu } from '@/lib/news/queries';

/** A navbar entry: a link, a group of links, or both (the label links, a button opens the group). */
export type NavItem = { label: string; href?: string; children?: NavItem[] };

/**
 * Where a menu of the categories table leads: news menus to their list, static pages to /mm/page/{cid}.
 * Sub-menus are static pages even without a page type (the admin clears it on levels 2 and 3).
 */
export function menuHref(menu: Menu): string | undefined {
  if (menu.page_type === 'news') return `/mm/blog/${menu.cid}=1`;
  if (menu.page_type === 'static') return `/mm/page/${menu.cid}`;
  if (menu.level > 1 && menu.children.length === 0) return `/mm/page/${menu.cid}`;
  return undefined;
}

/** A menu as a navbar entry; a container with nothing inside is left out (it would lead nowhere). */
export function menuToNav(menu: Menu): NavItem | null {
  const children = menu.children.map(menuToNav).filter((c): c is NavItem => c !== null);
  const href = menuHref(menu);
  if (!href && children.length === 0) return null;
  return { label: menu.label, ...(href ? { href } : {}), ...(children.length ? { children } : {}) };
}

type Labels = Record<
  | 'home' | 'about' | 'aboutUs' | 'organization' | 'anniversary' | 'activity' | 'workingGroups' | 'projects' | 'legal'
  | 'assessment' | 'membership' | 'board' | 'members' | 'becomeMember' | 'trade' | 'reports' | 'contact',
  string
>;

/** The fixed pages around the menus managed in the back office (news categories, project pages …). */
export function buildNav(l: Labels, menus: Menu[]): NavItem[] {
  return [
    { label: l.home, href: '/mm' },
    {
      label: l.about,
      href: '/mm/about',
      children: [
        { label: l.aboutUs, href: '/mm/about#1' },
        { label: l.organization, href: '/mm/about#2' },
        { label: l.anniversary, href: '/mm/anniversary' },
      ],
    },
    {
      label: l.activity,
      href: '/mm/activity',
      children: [
        { label: l.workingGroups, href: '/mm/activity#1' },
        { label: l.projects, href: '/mm/activity#2' },
        { label: l.legal, href: '/mm/activity#3' },
        { label: l.assessment, href: '/mm/assessment' },
      ],
    },
    {
      label: l.membership,
      href: '/mm/membership',
      children: [
        { label: l.board, href: '/mm/membership#1' },
        { label: l.members, href: '/mm/membership#2' },
        { label: l.becomeMember, href: '/mm/membership#3' },
      ],
    },
    ...menus.map(menuToNav).filter((m): m is NavItem => m !== null),
    { label: l.trade, href: '/mm/trade' },
    { label: l.reports, href: '/mm/report=1' },
    { label: l.contact, href: '/mm/contact' },
  ];
}
