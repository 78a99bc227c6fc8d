import type { Access } from '@/lib/api/table';

/** Every back-office screen of the three sites, grouped by site, in the sidebar's order. Labels: admin.nav.<key>. */
export type NavItem = { key: string; href: string; /** Who sees the entry; 'read' when not given. */ access?: Access };
export type NavGroup = { key: 'association' | 'week' | 'yellow'; items: NavItem[] };

const association: NavItem[] = [
  { key: 'dashboard', href: '/admin/dashboard' },
  { key: 'addNews', href: '/admin/add-news' },
  { key: 'updateNews', href: '/admin/update-news' },
  { key: 'link', href: '/admin/link' },
  { key: 'socialLinks', href: '/admin/social-links' },
  { key: 'slides', href: '/admin/slides' },
  { key: 'requestList', href: '/admin/request-list' },
  { key: 'updateAssessment', href: '/admin/update-assessment' },
  { key: 'assessmentResult', href: '/admin/assessment-result' },
  { key: 'assessmentMemberResult', href: '/admin/assessment-member-result' },
  { key: 'document', href: '/admin/document' },
  { key: 'video', href: '/admin/video' },
  { key: 'trade', href: '/admin/trade' },
  { key: 'about', href: '/admin/about' },
  { key: 'membership', href: '/admin/membership' },
  { key: 'companies', href: '/admin/companies' },
  { key: 'auditor', href: '/admin/auditor' },
  { key: 'sustainableMining', href: '/admin/sustainable-mining' },
  { key: 'report', href: '/admin/report' },
  { key: 'addReport', href: '/admin/add-report' },
  { key: 'redirect', href: '/admin/redirect' },
  { key: 'accounts', href: '/admin/accounts', access: 'accounts' },
  { key: 'mailLog', href: '/admin/mail-log', access: 'accounts' },
  { key: 'auditLog', href: '/admin/audit-log', access: 'accounts' },
  { key: 'apiDocs', href: '/admin/api-docs' },
];

const week: NavItem[] = [
  { key: 'weekHome', href: '/admin/week/home' },
  { key: 'weekLink', href: '/admin/week/link' },
  { key: 'weekSocialLink', href: '/admin/week/social-link' },
  { key: 'weekFooter', href: '/admin/week/footer' },
  { key: 'weekEvents', href: '/admin/week/events' },
  { key: 'weekLogos', href: '/admin/week/logos' },
  { key: 'weekRegister', href: '/admin/week/register' },
  { key: 'weekNewRegister', href: '/admin/week/new-register' },
  { key: 'weekCheckIn', href: '/admin/week/check-in' },
  { key: 'weekPresenters', href: '/admin/week/presenters' },
  { key: 'weekAgenda', href: '/admin/week/agenda' },
  { key: 'weekSessions', href: '/admin/week/sessions' },
  { key: 'weekSpeakers', href: '/admin/week/speakers' },
  { key: 'weekEventDate', href: '/admin/week/event-date' },
  { key: 'weekPresentation', href: '/admin/week/presentation' },
  { key: 'weekGallery', href: '/admin/week/gallery' },
  { key: 'weekAddNews', href: '/admin/week/add-news' },
  { key: 'weekUpdateNews', href: '/admin/week/update-news' },
];

const yellow: NavItem[] = [
  { key: 'yellowAdd', href: '/admin/yellow/add' },
  { key: 'yellowRequest', href: '/admin/yellow/request' },
  { key: 'yellowListCompany', href: '/admin/yellow/list-company' },
  { key: 'yellowListConsultant', href: '/admin/yellow/list-consultant' },
  { key: 'yellowCategory', href: '/admin/yellow/category' },
  { key: 'yellowNewCategory', href: '/admin/yellow/new-category' },
  { key: 'yellowBanner', href: '/admin/yellow/banner' },
  { key: 'yellowAddUser', href: '/admin/yellow/add-user' },
  { key: 'yellowMeetingUsers', href: '/admin/yellow/meeting-users' },
  { key: 'yellowMeetingList', href: '/admin/yellow/meeting-list' },
  { key: 'yellowMeetingInfo', href: '/admin/yellow/meeting-info' },
];

export const ADMIN_NAV: NavGroup[] = [
  { key: 'association', items: association },
  { key: 'week', items: week },
  { key: 'yellow', items: yellow },
];

/** The screen a path belongs to; /admin/edit-static/5 belongs to the menus screen. */
export function isCurrent(href: string, pathname: string) {
  return pathname === href || pathname.startsWith(`${href}/`) || (href === '/admin/link' && pathname.startsWith('/admin/edit-static/'));
}
