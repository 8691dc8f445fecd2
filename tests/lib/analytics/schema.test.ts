import { parseBatch } from '@/lib/analytics/schema';
import { LIMITS } from '@/lib/analytics/events';
import { NOW, SESSION, pageview, vital } from './helpers';

const parse = (events: unknown[]) => parseBatch(JSON.stringify({ events }));
const base = { session: SESSION, time: NOW, path: '/hi/panchang/today/varanasi' };

describe('analytics batch validation', () => {
  it('accepts every kind of event', () => {
    const r = parse([
      pageview('/hi/panchang/today/varanasi', NOW, { referrer: 'www.google.com' }),
      { ...base, kind: 'event', name: 'city_chosen', props: { city: 'varanasi' } },
      { ...base, kind: 'event', name: 'date_changed', props: { date: '2025-11-23' } },
      { ...base, kind: 'event', name: 'language_switched', props: { to: 'en' } },
      { ...base, kind: 'event', name: 'feed_subscribed', props: { feed: 'festivals-ics' } },
      { ...base, kind: 'event', name: 'share', props: { method: 'whatsapp' } },
      { ...base, kind: 'event', name: 'finder_used', props: { finder: 'nakshatra' } },
      vital('/', 'LCP', 1834.2),
      vital('/', 'CLS', 0.04),
      { ...base, kind: 'scroll', depth: 75 },
      { ...base, kind: 'time', seconds: 42 },
    ]);
    expect(r).toEqual({ ok: true, batch: expect.objectContaining({ events: expect.any(Array) }) });
    if (r.ok) expect(r.batch.events).toHaveLength(11);
  });

  it.each([
    ['an unknown kind', [{ ...base, kind: 'click' }], 'events.0.kind: unknown event kind'],
    ['an unknown named event', [{ ...base, kind: 'event', name: 'purchase', props: {} }], 'events.0.name'],
    ['a field beyond the documented ones', [{ ...pageview('/'), ip: '203.0.113.7' }], 'events.0: Unrecognized key: "ip"'],
    ['free text in event properties', [{ ...base, kind: 'event', name: 'share', props: { method: 'Sent to Ravi' } }], 'events.0.props.method'],
    ['an extra property', [{ ...base, kind: 'event', name: 'city_chosen', props: { city: 'pune', name: 'Asha' } }], 'events.0.props'],
    ['a full referrer URL', [pageview('/', NOW, { referrer: 'https://www.google.com/search?q=x' })], 'events.0.referrer: must be a host name only'],
    ['a path with a query', [pageview('/panchang?date=2025-11-22')], 'events.0.path'],
    ['an overlong path', [pageview(`/${'a'.repeat(300)}`)], 'events.0.path'],
    ['a size that is no class', [pageview('/', NOW, { viewport: 'huge' as 'xs' })], 'events.0.viewport'],
    ['a negative vital', [vital('/', 'LCP', -1)], 'events.0.value'],
    ['a CLS above 100', [vital('/', 'CLS', 101)], 'events.0.value'],
    ['an unknown vital', [{ ...base, kind: 'vital', name: 'FID', value: 10 }], 'events.0.name'],
    ['a scroll depth between the steps', [{ ...base, kind: 'scroll', depth: 60 }], 'events.0.depth: must be one of 25, 50, 75, 100'],
    ['zero seconds on a page', [{ ...base, kind: 'time', seconds: 0 }], 'events.0.seconds'],
    ['fractional seconds', [{ ...base, kind: 'time', seconds: 1.5 }], 'events.0.seconds'],
    ['a malformed session id', [{ ...pageview('/'), session: 'abc' }], 'events.0.session'],
    ['a time in seconds', [{ ...pageview('/'), time: 1_763_800_000 }], 'events.0.time'],
    ['an unknown locale', [{ ...base, kind: 'event', name: 'language_switched', props: { to: 'fr' } }], 'events.0.props.to'],
    ['a language that is no tag', [pageview('/', NOW, { language: 'English (India)' })], 'events.0.language'],
  ])('rejects %s, naming the field', (_, events, field) => {
    const r = parse(events);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.startsWith(field)).toBe(true);
  });

  it('rejects an empty batch and one above the limit', () => {
    expect(parse([])).toEqual({ ok: false, error: 'events: must hold at least one event' });
    const many = Array.from({ length: LIMITS.maxEventsPerBatch + 1 }, () => pageview('/'));
    expect(parse(many)).toEqual({ ok: false, error: `events: must hold at most ${LIMITS.maxEventsPerBatch} events` });
  });

  it('rejects bodies that are not a batch object', () => {
    expect(parseBatch('not json')).toEqual({ ok: false, error: 'body: must be JSON' });
    expect(parseBatch('[]').ok).toBe(false);
    expect(parseBatch(JSON.stringify({ events: [pageview('/')], extra: 1 })).ok).toBe(false);
  });
});
