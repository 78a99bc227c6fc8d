import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionView, SpeakerView } from '@/lib/conference/programme-data';
import { absoluteUrl } from './site-url';

/** schema.org data of the programme's pages: a session is an Event inside the conference, a speaker a Person. */

const page = (path: string, locale: Locale) => absoluteUrl(localizedPath(path, locale));

export type Conference = { name: string; days: string[] };

export function sessionEventData(s: SessionView, conference: Conference, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: s.title,
    description: s.description || undefined,
    startDate: s.start,
    endDate: s.end,
    inLanguage: locale,
    url: page(`/mw/sessions/${s.id}`, locale),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: s.hall.name, address: { '@type': 'PostalAddress', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' } },
    performer: s.speakers.map((p) => ({ '@type': 'Person', name: p.name, jobTitle: p.position, url: page(`/mw/speakers/${p.id}`, locale) })),
    superEvent: {
      '@type': 'Event',
      name: conference.name,
      startDate: conference.days[0],
      endDate: conference.days.at(-1),
      url: page('/mw', locale),
    },
  };
}

export function speakerPersonData(p: SpeakerView, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.name,
    jobTitle: p.position || undefined,
    description: p.bio || undefined,
    image: p.photo ? absoluteUrl(p.photo) : undefined,
    url: page(`/mw/speakers/${p.id}`, locale),
    worksFor: p.company
      ? { '@type': 'Organization', name: p.company, url: p.companyId ? page(`/yp/company/${p.companyId}`, locale) : undefined }
      : undefined,
    nationality: p.country ? { '@type': 'Country', name: p.country } : undefined,
  };
}
