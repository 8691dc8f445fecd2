import { feedLinks, feedUrl } from '@/lib/festivals/feed-url';
import { SITE_URL } from '@/lib/site';

describe('feedUrl', () => {
  it('names the city, the types and the language, omitting the defaults', () => {
    expect(feedUrl({ city: 'varanasi', locale: 'en' })).toBe(`${SITE_URL}/calendar/varanasi.ics`);
    expect(feedUrl({ city: 'varanasi', types: [], locale: 'en' })).toBe(`${SITE_URL}/calendar/varanasi.ics`);
    expect(feedUrl({ city: 'new-delhi', types: ['ekadashi'], locale: 'hi' })).toBe(`${SITE_URL}/calendar/new-delhi.ics?types=ekadashi&lang=hi`);
    expect(feedUrl({ city: 'pune', types: ['purnima', 'amavasya'], locale: 'en' }, 'https://example.org')).toBe(
      'https://example.org/calendar/pune.ics?types=purnima,amavasya',
    );
  });

  it('gives the webcal address and Google Calendar’s add-by-URL link of the same feed', () => {
    const l = feedLinks({ city: 'varanasi', types: ['ekadashi'], locale: 'hi' }, 'https://example.org');
    expect(l.url).toBe('https://example.org/calendar/varanasi.ics?types=ekadashi&lang=hi');
    expect(l.webcal).toBe('webcal://example.org/calendar/varanasi.ics?types=ekadashi&lang=hi');
    expect(l.google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(l.webcal)}`);
    expect(new URL(l.google).searchParams.get('cid')).toBe(l.webcal);
  });
});
