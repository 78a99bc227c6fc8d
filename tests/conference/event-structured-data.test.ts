import { beforeAll, describe, expect, it } from 'vitest';
import { conferenceEventData } from '@/lib/seo/conference-event';

const BASE = 'https://mining.example.mn';
beforeAll(() => {
  process.env.PUBLIC_URL = BASE;
});

const event = {
  name: 'Mining Week 2025',
  days: ['2025-09-11', '2025-09-12', '2025-09-13'],
  description: 'The international mining conference of Mongolia.',
  place: 'Ulaanbaatar, Mongolia',
  image: '/images/seed/gallery-01.jpg',
  organizer: { name: 'Mongolian National Mining Association', url: `${BASE}/en/mm` },
};

describe('conferenceEventData (Event JSON-LD on /mw)', () => {
  it('describes the current event with dates, status, attendance mode, place, organiser, image and registration', () => {
    expect(conferenceEventData(event, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Mining Week 2025',
      description: 'The international mining conference of Mongolia.',
      startDate: '2025-09-11',
      endDate: '2025-09-13',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: 'en',
      url: `${BASE}/en/mw`,
      image: [`${BASE}/images/seed/gallery-01.jpg`],
      location: { '@type': 'Place', name: 'Ulaanbaatar, Mongolia', address: { '@type': 'PostalAddress', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' } },
      organizer: { '@type': 'Organization', name: 'Mongolian National Mining Association', url: `${BASE}/en/mm` },
      offers: { '@type': 'Offer', url: `${BASE}/en/mw/register`, availability: 'https://schema.org/InStock' },
    });
  });

  it('links the Mongolian pages in Mongolian, and gives nothing for an event without days', () => {
    expect(conferenceEventData(event, 'mn')).toMatchObject({ url: `${BASE}/mw`, offers: { url: `${BASE}/mw/register` }, inLanguage: 'mn' });
    expect(conferenceEventData({ ...event, days: [] }, 'mn')).toBeNull();
  });
});
