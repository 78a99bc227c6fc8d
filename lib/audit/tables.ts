import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { news, categories, staticPages } from '@/lib/news/schema';
import { banners, officeRequests, socialLinks } from '@/lib/site/schema';
import { adminAccounts } from '@/lib/accounts/schema';
import { documentPdfs, miningVideos, sustainableMining } from '@/lib/files/schema';
import { aboutUs } from '@/lib/about/schema';
import { memberCompanies, membershipLogos } from '@/lib/logos/schema';
import { reports } from '@/lib/reports/schema';
import { assessmentQuestions } from '@/lib/assessment/schema';
import { agendas, eventDates, events, footerContacts, galleryImages, halls, presenters, weekCategories, weekLogos } from '@/lib/conference/schema';
import { sessions } from '@/lib/conference/programme-schema';
import { meetingRooms, meetingTimes, meetingUsers } from '@/lib/meetings/schema';
import { companies, companyContacts, persons, ypCategories } from '@/lib/directory/schema';
import { redirects } from '@/lib/redirects/schema';

export type AuditedTable = { table: PgTable; key: AnyPgColumn };
const by = (table: PgTable & { id: AnyPgColumn }): AuditedTable => ({ table, key: table.id });

/**
 * The row behind each audited entity (as lib/audit/route-audit.ts names it from the route path), so an update's
 * entry holds the row's fields before and after and a delete's the row it removed. An entity missing here is
 * audited with the request's validated fields instead.
 */
export const AUDITED_TABLES: Record<string, AuditedTable> = {
  news: by(news),
  category: { table: categories, key: categories.cid },
  'static-data': by(staticPages),
  'social-link': by(socialLinks),
  redirect: by(redirects),
  banner: by(banners),
  'office-request': by(officeRequests),
  account: by(adminAccounts),
  'document-pdf': by(documentPdfs),
  'mining-video': by(miningVideos),
  'sustainable-mining': by(sustainableMining),
  'about-us': by(aboutUs),
  membership: by(membershipLogos),
  'member-companies': by(memberCompanies),
  report: by(reports),
  question: by(assessmentQuestions),
  'week/category': { table: weekCategories, key: weekCategories.cid },
  'week/social-link': by(socialLinks),
  'week/footer': by(footerContacts),
  'week/presenter': by(presenters),
  'week/logo': by(weekLogos),
  'week/agenda': by(agendas),
  'week/gallery': by(galleryImages),
  'week/event-date': by(eventDates),
  'week/hall': by(halls),
  'week/presentation': by(sessions),
  'week/session': by(sessions),
  'week/speaker-profile': by(presenters),
  'week/event-registration': by(events),
  'week/event-home': by(events),
  'yellow-page/meeting-user': by(meetingUsers),
  'yellow-page/meeting-time': by(meetingTimes),
  'yellow-page/meeting-room': by(meetingRooms),
  'yellow-page/company': by(companies),
  'yellow-page/contact': by(companyContacts),
  'yellow-page/person': by(persons),
  'yellow-page/category': by(ypCategories),
  'yellow-page/banner': by(banners),
};
