import type { Locale } from '@/i18n/routing';

export interface EventLdInput {
  locale: Locale;
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** ISO date (all-day) or date-time with the place's offset. */
  startDate: string;
  endDate: string;
  place: { name: string; locality: string; region?: string; country: string; lat: number; lon: number };
}

/**
 * schema.org Event for a festival page: an observance held in person at the
 * page's city (Google requires name, startDate and location; the rest is
 * recommended).
 */
export function eventJsonLd(e: EventLdInput) {
  const p = e.place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    startDate: e.startDate,
    endDate: e.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: p.name,
      address: { '@type': 'PostalAddress', addressLocality: p.locality, ...(p.region ? { addressRegion: p.region } : {}), addressCountry: p.country },
      geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lon },
    },
    description: e.description,
    inLanguage: e.locale,
    url: e.url,
  };
}
