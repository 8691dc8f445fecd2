import { anniversaryFeedUrl, feedLinks, feedUrl, subscribeLinks } from '@/lib/festivals/feed-url';
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

describe('reminders and the anniversaries feed', () => {
  it('carries the reminder hour and the parana choice', () => {
    expect(feedUrl({ city: 'pune', locale: 'en', alarm: 19, parana: true }, 'https://example.org')).toBe('https://example.org/calendar/pune.ics?alarm=19&parana=1');
    expect(feedUrl({ city: 'pune', locale: 'en', alarm: 0 }, 'https://example.org')).toBe('https://example.org/calendar/pune.ics?alarm=0');
    expect(feedUrl({ city: 'pune', locale: 'en', alarm: null, parana: false }, 'https://example.org')).toBe('https://example.org/calendar/pune.ics');
  });

  it('builds the anniversaries feed from the encoded list', () => {
    const url = anniversaryFeedUrl({ p: '1.abc_-.0123abcd', city: 'varanasi', locale: 'hi', alarm: 20 }, 'https://example.org');
    expect(url).toBe('https://example.org/calendar/anniversaries.ics?p=1.abc_-.0123abcd&city=varanasi&lang=hi&alarm=20');
    expect(subscribeLinks(url).webcal).toBe('webcal://example.org/calendar/anniversaries.ics?p=1.abc_-.0123abcd&city=varanasi&lang=hi&alarm=20');
  });
});
