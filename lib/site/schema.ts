import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { requestStatusColumns } from '@/lib/requests/status-columns';

/** Social links of the association ('mm') and the conference ('mw') footers. */
export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  site: text('site').notNull().default('mm'),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
});

/** Home slider banners of the association ('mm') and the directory ('yp'). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull().default('mm'),
    image: text('image').notNull(),
    /** The picture shown on /en (its text in English); '' shows the Mongolian picture there. */
    image_en: text('image_en').notNull().default(''),
    /**
     * The association hero's picture for phones (art-directed to the phone frame's 730×455 shape); '' crops the
     * desktop picture around its middle there. It goes with the Mongolian picture: where /en has its own picture,
     * phones there get that one cropped.
     */
    image_phone: text('image_phone').notNull().default(''),
    /** What the picture says, for screen readers, in each language. */
    alt: text('alt').notNull().default(''),
    alt_en: text('alt_en').notNull().default(''),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('banners_site_sequence_idx').on(t.site, t.sequence)],
);

/** Membership requests sent from /mm/membership; staff move each through its status (lib/requests/status.ts). */
export const officeRequests = pgTable(
  'office_requests',
  {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone_number: text('phone_number').notNull(),
  business_type: text('business_type').notNull(),
  member_request: boolean('member_request').notNull().default(false),
  codex_request: boolean('codex_request').notNull().default(false),
  meeting_request: boolean('meeting_request').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...requestStatusColumns(),
  },
  (t) => [index('office_requests_created_idx').on(t.created_at), index('office_requests_status_idx').on(t.request_status)],
);
