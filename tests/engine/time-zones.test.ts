/**
 * Time zones enter the engine by their tz database name only, spelled one
 * way (engine/time.ts canonicalZone), so a zone is cached once whatever the
 * spelling and results name it as the tz database does.
 */
import { canonicalZone, computeFestivals, computePanchang, isPanchangInputError } from '@/engine';
import { IANA_ZONE_NAMES } from '@/engine/data/time-zones';
import { Lru } from '@/engine/lru';
import { getStore } from '@/lib/cities/store';

function refusal(tz: string): string {
  try {
    canonicalZone(tz);
  } catch (e) {
    if (isPanchangInputError(e) && e.field === 'tz') return e.message;
    throw e;
  }
  throw new Error(`${tz} was accepted`);
}

describe('canonicalZone', () => {
  it.each([
    ['aMeRiCa/new_york', 'America/New_York'],
    [' asia/kolkata ', 'Asia/Kolkata'],
    ['AMERICA/ARGENTINA/BUENOS_AIRES', 'America/Argentina/Buenos_Aires'],
    ['etc/gmt+5', 'Etc/GMT+5'],
    ['utc', 'UTC'],
    // Legacy links of the tz database stay what they are: their rules are the target's.
    ['asia/calcutta', 'Asia/Calcutta'],
  ])('%s -> %s', (given, canonical) => {
    expect(canonicalZone(given)).toBe(canonical);
  });

  it.each([
    ['IST', 'Asia/Kolkata'],
    ['ist', 'Asia/Kolkata'],
    ['EST', 'America/New_York'],
    ['PST8PDT', 'America/Los_Angeles'],
    ['CET', 'Europe/Paris'],
    ['Japan', 'Asia/Tokyo'],
    ['Iceland', 'Atlantic/Reykjavik'],
    ['Zulu', 'UTC'],
    ['GMT0', 'UTC'],
  ])('refuses %s and suggests %s', (given, suggestion) => {
    expect(refusal(given)).toBe(`tz "${given}" is not an IANA time zone name (Area/Location): use ${suggestion}`);
  });

  it('refuses unknown names, quoting at most 40 characters of them', () => {
    expect(refusal('Mars/Olympus')).toMatch(/^tz "Mars\/Olympus" is not a known IANA time zone/);
    expect(refusal('Factory')).toMatch(/^tz "Factory" is not a known/);
    expect(refusal('x'.repeat(5000))).toBe(
      `tz "${'x'.repeat(40)}..." is not a known IANA time zone: expected an Area/Location name such as Asia/Kolkata`,
    );
  });

  it('knows every name of its table, and every zone of the city index as it is spelled there', () => {
    for (const name of IANA_ZONE_NAMES) expect(canonicalZone(name)).toBe(name);
    const store = getStore();
    for (const tz of new Set(store.timezones)) expect(canonicalZone(tz)).toBe(tz);
  });

  it('is what results echo', () => {
    expect(computePanchang({ date: '2025-11-22', lat: 40.7, lon: -74, tz: 'america/NEW_york' }).place.tz).toBe(
      'America/New_York',
    );
    expect(computeFestivals({ year: 2025, lat: 40.7, lon: -74, tz: 'AMERICA/NEW_YORK' }).place.tz).toBe('America/New_York');
  });
});

describe('Lru', () => {
  it('keeps the most recently used entries up to its size', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.count]).toEqual([true, false, true, 2]);
    lru.set('a', 4);
    lru.set('d', 5);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([4, undefined, 5]);
  });
});
