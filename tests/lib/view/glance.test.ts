/**
 * The today-at-a-glance view (lib/view/glance.ts): the Panchang day holding
 * the instant (before sunrise, the previous date's night), its tithis,
 * sixteen Choghadiyas and Rahu Kaal as spans the browser picks from, the
 * next Ekadashi with its parana, and 30 days of key dates.
 */
import { computeFestivals } from '@/engine';
import { getCityBySlug } from '@/lib/cities';
import { glanceView } from '@/lib/view/glance';

const delhi = getCityBySlug('new-delhi')!;

describe('glanceView', () => {
  it('at noon: the day’s spans cover the instant, Rahu Kaal is in the day, the next Ekadashi has its parana', async () => {
    const now = Date.parse('2026-03-02T06:30:00Z'); // 12:00 at New Delhi
    const v = await glanceView(delhi, 'en', now);
    expect(v.date).toBe('2026-03-02');
    expect(v.validFrom).toBeLessThanOrEqual(now);
    expect(v.validUntil).toBeGreaterThan(now);
    expect(v.tithis.filter((s) => s.start <= now && (s.end === null || now < s.end))).toHaveLength(1);
    expect(v.choghadiyas).toHaveLength(16);
    expect(v.choghadiyas[0].start).toBe(v.validFrom);
    expect(v.rahuKaal!.start).toBeGreaterThan(v.validFrom);
    const ekadashi = computeFestivals({ year: 2026, lat: delhi.lat, lon: delhi.lon, tz: delhi.timezone }).events.find((e) => e.type === 'ekadashi' && !e.tradition && e.date >= '2026-03-02')!;
    expect(v.nextEkadashi).toMatchObject({ date: ekadashi.date });
    expect(v.nextEkadashi!.parana).toMatch(/\d+:\d\d [AP]M – \d+:\d\d [AP]M/);
    expect(v.upcoming.every((e) => e.date > '2026-03-02' && e.date <= '2026-04-01')).toBe(true);
    expect(v.upcoming.some((e) => e.name === 'Holi')).toBe(true);
    expect(v.feed.webcal).toMatch(/^webcal:\/\/.*\/calendar\/new-delhi\.ics$/);
  });

  it('before sunrise the instant belongs to the previous date’s Panchang day', async () => {
    const v = await glanceView(delhi, 'hi', Date.parse('2026-03-02T00:00:00Z')); // 05:30 at New Delhi
    expect(v.date).toBe('2026-03-01');
    expect(v.dateLabel).toMatch(/[\u0900-\u097F]/);
  });
});
