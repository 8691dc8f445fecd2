/**
 * The rule table as data: URL-safe, unique slugs, and on every row the
 * emoji the site shows beside the event (no keyword matching on slugs,
 * which gave Ram Navami the Navratri flower and Ganga Dussehra a bow).
 */
import { computeFestivals, EVENT_SLUGS, RULES } from '@/engine';

describe('the rule table', () => {
  it('has rule slugs that are URL-safe and unique per rule kind and month', () => {
    for (const slug of EVENT_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const keyed = RULES.map((r) => `${r.slug}|${'month' in r ? JSON.stringify(r.month) : ''}|${r.kind === 'tithi' ? r.tithi : ''}`);
    expect(new Set(keyed).size).toBe(keyed.length);
  });

  it('gives every row its emoji, and every event its row’s', () => {
    for (const r of RULES) expect([r.slug, /\p{Extended_Pictographic}/u.test(r.emoji)]).toEqual([r.slug, true]);
    const emoji = (slug: string) => RULES.find((r) => r.slug === slug)?.emoji;
    expect(emoji('ram-navami')).toBe('🏹');
    expect(emoji('chaitra-navratri')).toBe('🌺');
    expect(emoji('ganga-dussehra')).toBe('🌊');
    expect(emoji('holika-dahan')).toBe('🔥');
    expect(emoji('holi')).toBe('🎨');
    const events = computeFestivals({ year: 2025, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }).events;
    const ramNavami = events.find((e) => e.slug === 'ram-navami');
    expect(ramNavami?.emoji).toBe('🏹');
    expect(events.find((e) => e.slug === 'soma-pradosh')?.emoji).toBe('🔱');
  });
});
