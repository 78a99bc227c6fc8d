import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from './site-url';

export type ConferenceEvent = {
  name: string;
  /** The event's days as 'YYYY-MM-DD' (Ulaanbaatar dates), in order. */
  days: string[];
  description: string;
  place: string;
  /** The banner's poster; an edition without one has no image. */
  image?: string;
  organizer: { name: string; url: string };
};

/**
 * The current Mining Week as a schema.org Event (JSON-LD on /mw): an in-person event in Ulaanbaatar whose
 * registration is /mw/register. Null without days: an Event needs a start date.
 */
export function conferenceEventData(event: ConferenceEvent, locale: Locale) {
  const first = event.days[0];
  const last = event.days.at(-1);
  if (!first || !last) return null;
  const register = absoluteUrl(localizedPath('/mw/register', locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: first,
    endDate: last,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: locale,
    url: absoluteUrl(localizedPath('/mw', locale)),
    image: event.image ? [absoluteUrl(event.image)] : undefined,
    location: {
      '@type': 'Place',
      name: event.place,
      address: { '@type': 'PostalAddress', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' },
    },
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
    offers: { '@type': 'Offer', url: register, availability: 'https://schema.org/InStock' },
  };
}
