import {
  agendas, eventDates, events, footerContacts, galleryImages, halls, languages, presenters, registrations, weekCategories, weekLogos, weekNews,
} from '@/lib/conference/schema';
import { sessions } from '@/lib/conference/programme-schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { BRANDS, seedFiles } from './assets';
import { insertRows } from './insert';
import { SPEC_STATS } from '@/lib/conference/constants';
import mwMn from '@/messages/mn/mw.json';
import mwEn from '@/messages/en/mw.json';
import { COUNTRIES, HALLS, PRESENTER_ROLES, TALKS, WEEK_MENUS, WEEK_NEWS } from './content/conference';
import { personName, phoneNumber } from './content/people';

/** Event 3 (Mining Week 2025) is the default event; dates 2025-09-11..13 are days 1-3. Event 1 is the 2023 archive. */
export const MINING_WEEK_2025 = 3;

/** Event 3's home as the spec shows it: the invitation (one paragraph per blank line) and the banner's files in public/. */
export const SPEC_HOME = {
  invitation_mn: mwMn.home.invitation.join('\n\n'),
  invitation_en: mwEn.home.invitation.join('\n\n'),
  banner_video: '/images/seed/video-01.mp4',
  banner_poster: '/images/seed/gallery-01.jpg',
};
const EVENT_2025_DATES = ['2025-09-11', '2025-09-12', '2025-09-13'];
const EVENT_2024_DATES = ['2024-10-02', '2024-10-03', '2024-10-04', '2024-10-05'];
const EVENT_2023_DATES = ['2023-09-13', '2023-09-14', '2023-09-15'];
const GALLERY_PER_DAY = [16, 10, 8];

export async function seedConference(tx: Tx, rand: Random) {
  // Past editions closed registration on their last day (the 2023 archive takes none). The current edition's
  // window is left open in the demo, so its registration form and ticket mail can be tried; staff set its dates.
  await insertRows(tx, events, [
    { id: 1, event: 'Mining Week 2023', registration_closes_at: new Date('2023-09-15T23:59:59+08:00') },
    { id: 2, event: 'Mining Week 2024', registration_closes_at: new Date('2024-10-05T23:59:59+08:00') },
    {
      id: MINING_WEEK_2025,
      event: 'Mining Week 2025',
      registration_opens_at: new Date('2025-05-01T00:00:00+08:00'),
      // The spec's default edition is the current one, with its fixed home statistics.
      is_current: true,
      venue_mn: 'Улаанбаатар хот',
      venue_en: 'Ulaanbaatar',
      statistics: SPEC_STATS,
      ...SPEC_HOME,
    },
  ]);
  await insertRows(tx, languages, [{ id: 1, language: 'mn' }, { id: 2, language: 'en' }]);
  // Event dates 1-3 belong to event 3, so the agenda "day" ids line up with the days.
  await insertRows(tx, eventDates, [
    ...EVENT_2025_DATES.map((event_date, i) => ({ id: i + 1, event_id: MINING_WEEK_2025, day: i + 1, event_date })),
    ...EVENT_2024_DATES.map((event_date, i) => ({ id: i + 4, event_id: 2, day: i + 1, event_date })),
    ...EVENT_2023_DATES.map((event_date, i) => ({ id: i + 8, event_id: 1, day: i + 1, event_date })),
  ]);
  await insertRows(
    tx,
    agendas,
    EVENT_2025_DATES.flatMap((_, i) => [
      { event_date_id: i + 1, language_id: 1, agenda_image: seedFiles.agenda(i + 1, 'mn') },
      { event_date_id: i + 1, language_id: 2, agenda_image: seedFiles.agenda(i + 1, 'en') },
    ]),
  );
  await insertRows(tx, halls, [
    ...HALLS.map(([hall_name, hall_name_en], i) => ({ id: i + 1, event_id: MINING_WEEK_2025, hall_name, hall_name_en })),
    ...HALLS.slice(0, 2).map(([hall_name, hall_name_en], i) => ({ id: i + 5, event_id: 2, hall_name, hall_name_en })),
    ...HALLS.slice(0, 2).map(([hall_name, hall_name_en], i) => ({ id: i + 7, event_id: 1, hall_name, hall_name_en })),
  ]);
  // Event 3's presentations are its programme's sessions with slides (lib/db/seed/programme.ts); the archived
  // 2023 edition has two or three talks per hall and day, an hour each from 10:00.
  let talk = 0;
  await insertRows(
    tx,
    sessions,
    [8, 9, 10].flatMap((event_date_id) =>
      [7, 8].flatMap((hall_id) =>
        Array.from({ length: rand.int(2, 3) }, (_, slot) => {
          const [title_mn, title_en] = TALKS[talk % TALKS.length]!;
          const hour = String(10 + slot).padStart(2, '0');
          return { event_id: 1, event_date_id, hall_id, starts_at: `${hour}:00`, ends_at: `${hour}:50`, title_mn, title_en, slides_url: seedFiles.presentationPdf(talk++) };
        }),
      ),
    ),
  );

  const speakers = (event_id: number, count: number, first: number) =>
    PRESENTER_ROLES.slice(0, count).map(([position_mn, position_en], i) => {
      const name = personName(first + i);
      return { event_id, name_mn: name.mn, name_en: name.en, position_mn, position_en, profile_img: '', presenter_queue: i + 1 };
    });
  await insertRows(tx, presenters, [...speakers(MINING_WEEK_2025, PRESENTER_ROLES.length, 60), ...speakers(2, 4, 75), ...speakers(1, 4, 85)]);
  await insertRows(
    tx,
    galleryImages,
    GALLERY_PER_DAY.flatMap((count, day) => Array.from({ length: count }, (_, i) => ({ event_date_id: day + 1, image: seedFiles.gallery(i + day * 5) }))),
  );

  await insertRows(tx, weekCategories, WEEK_MENUS);
  await insertRows(tx, footerContacts, [
    { type: 'phone', information: '+976 7011 4455' },
    { type: 'phone', information: '+976 9911 4455' },
    { type: 'email', information: 'info@miningweek.mn' },
    { type: 'link', information: 'https://www.miningweek.mn' },
  ]);
  await insertRows(tx, weekLogos, [
    ...Array.from({ length: 12 }, (_, i) => ({ kind: 'sponsor', name: BRANDS[(i * 3) % BRANDS.length].en, logo: seedFiles.logo(i * 3), link: '', sequence: i + 1 })),
    ...[38, 39, 12, 26].map((brand, i) => ({ kind: 'organiser', name: BRANDS[brand].en, logo: seedFiles.logo(brand), link: '', sequence: i + 1 })),
  ]);
  await insertRows(
    tx,
    weekNews,
    WEEK_NEWS.map(([category_cid, title, title_en, summary, summary_en], i) => ({
      category_cid, title, title_en, summary, summary_en, image: seedFiles.weekNewsImage(i), created_at: new Date(Date.UTC(2023, 7 + Math.floor(i / 4), 3 + i * 3, 3)),
    })),
  );

  await insertRows(
    tx,
    registrations,
    Array.from({ length: 30 }, (_, i) => {
      const person = personName(i + 90);
      const brand = BRANDS[(i * 7) % BRANDS.length];
      return {
        event_id: MINING_WEEK_2025,
        company: `${brand.en} LLC`,
        first_name: person.givenEn,
        last_name: personName(i + 5).givenEn,
        country: COUNTRIES[i % COUNTRIES.length],
        email: `${person.givenEn.toLowerCase()}.${i + 1}@${brand.en.toLowerCase().replace(/\s+/g, '')}.mn`,
        phone_number: phoneNumber(i + 90),
        created_at: new Date(Date.UTC(2025, 6, 1 + i * 2, 2 + (i % 8))),
      };
    }),
  );
}
