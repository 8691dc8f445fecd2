/**
 * /api/festivals and /api/festivals/upcoming, called as functions: the
 * events of a year or month for coordinates or a city, the upcoming list,
 * cache headers, and a 400 naming the field (404 for an unknown city) for
 * every kind of bad input, never a 500.
 */
import { GET as festivals } from '@/app/api/festivals/route';
import { GET as upcoming } from '@/app/api/festivals/upcoming/route';
import { SITE_URL } from '@/lib/site';

const url = (path: string) => new Request(`http://localhost${path}`);
const DELHI = 'lat=28.6139&lon=77.2090&tz=Asia/Kolkata';

async function body(res: Response) {
  return { status: res.status, cache: res.headers.get('cache-control'), json: await res.json() };
}

interface Ev {
  slug: string;
  url: string;
  date: string;
  significance: string;
  name: string;
  nameHindi: string;
  relatedTo?: string;
}

describe('GET /api/festivals', () => {
  it('returns the year for coordinates, cacheable', async () => {
    const r = await body(await festivals(url(`/api/festivals?year=2022&${DELHI}`)));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/public, max-age=86400/);
    expect(r.json).toMatchObject({ year: 2022, place: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' } });
    const diwali = r.json.events.find((e: Ev) => e.slug === 'diwali');
    expect(diwali).toMatchObject({ date: '2022-10-24', nameKey: 'festivals.diwali.name', reason: { choice: 'only', kaal: 'pradosh' } });
    expect(r.json.events.length).toBeGreaterThan(150);
  });

  it('lists the Vaishnava and vrat days as events of their own, named, and a date’s events in the order they begin', async () => {
    const r = await body(await festivals(url(`/api/festivals?year=2022&${DELHI}`)));
    const events: Ev[] = r.json.events;
    expect(events.find((e) => e.slug === 'vaishnava-nirjala-ekadashi')).toMatchObject({
      date: '2022-06-11',
      tradition: 'vaishnava',
      gauna: true,
      relatedTo: 'nirjala-ekadashi',
      name: 'Gauna / Vaishnava Nirjala Ekadashi',
      nameHindi: 'गौण / वैष्णव निर्जला एकादशी',
    });
    expect(events.find((e) => e.slug === 'shravana-purnima-vrat')).toMatchObject({
      date: '2022-08-11',
      observance: 'vrat',
      relatedTo: 'shravana-purnima',
      name: 'Shravana Purnima Vrat',
    });
    expect(events.some((e) => 'variants' in e)).toBe(false);
    // Chaturdashi's events (the abhyang snan, by both names) before Amavasya's (Lakshmi Puja, the ledgers', Kali's).
    expect(events.filter((e) => e.date === '2022-10-24').map((e) => e.slug)).toEqual(['narak-chaturdashi', 'tamil-deepavali', 'diwali', 'chopda-puja', 'kali-puja']);
  });

  it('gives every event its readable name in both languages, its description and its page', async () => {
    const r = await body(await festivals(url('/api/festivals?year=2026&city=varanasi')));
    const diwali = r.json.events.find((e: Ev) => e.slug === 'diwali');
    expect(diwali).toMatchObject({ name: 'Diwali (Lakshmi Puja)', nameHindi: 'दीवाली (लक्ष्मी पूजा)', url: `${SITE_URL}/festivals/festival/diwali-2026/varanasi` });
    expect(r.json.events.find((e: Ev) => e.slug === 'nirjala-ekadashi').url).toBe(`${SITE_URL}/festivals/ekadashi/nirjala-2026/varanasi`);
    for (const e of r.json.events) {
      expect(e.name).toMatch(/^[A-Z]/);
      expect(e.nameHindi).toMatch(/[\u0900-\u097F]/);
      // English, from festivals.<slug>.description; null only where the catalogue has none.
      expect(e.description === null || /^[A-Z]/.test(e.description)).toBe(true);
      expect(e.url).toMatch(new RegExp(`^${SITE_URL}/festivals/(ekadashi|purnima|amavasya|pradosh|sankranti|vrat|festival)/[a-z0-9-]+-2026/varanasi$`));
    }
    // Coordinates name no city: the page of the default city.
    const coords = await body(await festivals(url(`/api/festivals?year=2026&month=11&${DELHI}`)));
    expect(coords.json.events.find((e: Ev) => e.slug === 'diwali').url).toBe(`${SITE_URL}/festivals/festival/diwali-2026`);
  });

  it('filters a month and accepts negative longitudes', async () => {
    const r = await body(await festivals(url('/api/festivals?year=2025&month=10&lat=40.7128&lon=-74.006&tz=America/New_York')));
    expect(r.status).toBe(200);
    expect(r.json.month).toBe(10);
    expect(r.json.events.every((e: Ev) => e.date.startsWith('2025-10-'))).toBe(true);
    expect(r.json.events.find((e: Ev) => e.slug === 'diwali').date).toBe('2025-10-20');
  });

  it('resolves a city slug', async () => {
    const r = await body(await festivals(url('/api/festivals?year=2023&city=new-delhi')));
    expect(r.status).toBe(200);
    expect(r.json.place).toMatchObject({ tz: 'Asia/Kolkata', city: { slug: 'new-delhi' } });
    expect(r.json.events.find((e: Ev) => e.slug === 'holika-dahan').date).toBe('2023-03-07');
  });

  it('passes the sunrise convention to the engine', async () => {
    const upper = await body(await festivals(url(`/api/festivals?year=2024&month=3&${DELHI}`)));
    const hindu = await body(await festivals(url(`/api/festivals?year=2024&month=3&sunrise=hindu&${DELHI}`)));
    expect(hindu.status).toBe(200);
    expect(hindu.json.events.length).toBeGreaterThan(0);
    expect(hindu.json.events.map((e: Ev) => e.slug).sort()).toEqual(upper.json.events.map((e: Ev) => e.slug).sort());
    const bad = await body(await festivals(url(`/api/festivals?year=2024&sunrise=centre&${DELHI}`)));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/^sunrise must be upper-limb or hindu/);
  });

  it('answers 404 for an unknown city', async () => {
    const r = await body(await festivals(url('/api/festivals?year=2023&city=atlantis-under-sea')));
    expect(r.status).toBe(404);
    expect(r.json.error).toMatch(/^city: Unknown city "atlantis-under-sea"/);
  });

  it.each([
    [`/api/festivals?${DELHI}`, /^year is required/],
    [`/api/festivals?year=1899&${DELHI}`, /^year must be a whole number from 1900 to 2100/],
    [`/api/festivals?year=2101&${DELHI}`, /^year must be/],
    [`/api/festivals?year=20x2&${DELHI}`, /^year must be/],
    [`/api/festivals?year=2022&month=13&${DELHI}`, /^month must be a whole number from 1 to 12/],
    [`/api/festivals?year=2022&month=0&${DELHI}`, /^month must be/],
    ['/api/festivals?year=2022&lat=abc&lon=77.2&tz=Asia/Kolkata', /^lat must be a decimal number/],
    ['/api/festivals?year=2022&lat=28.6&lon=200&tz=Asia/Kolkata', /^lon must be a decimal number from -180 to 180/],
    ['/api/festivals?year=2022&lat=28.6&lon=77.2&tz=Mars/Base', /^tz "Mars\/Base" is not a known IANA time zone/],
    ['/api/festivals?year=2022', /^city or lat, lon and tz are required/],
    ['/api/festivals?year=2022&lat=28.6&lon=77.2', /^tz is required/],
    ['/api/festivals?year=2022&lon=77.2&tz=Asia/Kolkata', /^lat is required/],
    [`/api/festivals?year=2022&city=new-delhi&${DELHI}`, /^city cannot be combined with lat, lon, tz/],
    ['/api/festivals?year=2022&city=New%20Delhi', /^city must be a slug/],
  ])('%s -> 400 naming the field', async (path, message) => {
    const r = await body(await festivals(url(path)));
    expect(r.status).toBe(400);
    expect(r.cache).toBe('no-store');
    expect(r.json.error).toMatch(message);
  });
});

describe('GET /api/festivals/upcoming', () => {
  it('lists the events from a date for N days, across the new year', async () => {
    const r = await body(await upcoming(url(`/api/festivals/upcoming?from=2022-12-25&days=30&${DELHI}`)));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/max-age=86400/);
    expect(r.json).toMatchObject({ from: '2022-12-25', days: 30 });
    const dates = r.json.events.map((e: Ev) => e.date);
    expect(dates[0] >= '2022-12-25' && dates[dates.length - 1] <= '2023-01-23').toBe(true);
    expect(r.json.events.map((e: Ev) => e.slug)).toEqual(expect.arrayContaining(['lohri', 'makar-sankranti']));
    const makar = r.json.events.find((e: Ev) => e.slug === 'makar-sankranti');
    expect(makar).toMatchObject({ name: 'Makar Sankranti', url: `${SITE_URL}/festivals/sankranti/makar-2023` });
    expect(makar.nameHindi).toMatch(/[\u0900-\u097F]/);
    expect('description' in makar).toBe(true);
  });

  it('keeps events of at least the given significance', async () => {
    const r = await body(await upcoming(url(`/api/festivals/upcoming?from=2022-10-01&days=31&significance=high&${DELHI}`)));
    expect(r.json.events.length).toBeGreaterThan(5);
    expect(r.json.events.every((e: Ev) => e.significance === 'high')).toBe(true);
  });

  it('starts from today at the place by default, cached until its midnight', async () => {
    const r = await body(await upcoming(url('/api/festivals/upcoming?city=new-delhi')));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=60$/);
    expect(Number(/s-maxage=(\d+)/.exec(r.cache ?? "")![1])).toBeLessThanOrEqual(86_400);
    expect(r.json.days).toBe(30);
    expect(r.json.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const e of r.json.events) expect(e.date >= r.json.from).toBe(true);
  });

  it.each([
    [`/api/festivals/upcoming?days=0&${DELHI}`, /^days must be a whole number from 1 to 366/],
    [`/api/festivals/upcoming?days=400&${DELHI}`, /^days must be/],
    [`/api/festivals/upcoming?from=2025-02-30&${DELHI}`, /^from: Invalid date "2025-02-30"/],
    [`/api/festivals/upcoming?from=1800-01-01&${DELHI}`, /^from: Invalid date "1800-01-01": supported range/],
    [`/api/festivals/upcoming?from=25-01-01&${DELHI}`, /^from must be a date YYYY-MM-DD/],
    [`/api/festivals/upcoming?significance=huge&${DELHI}`, /^significance must be high, medium or low/],
    ['/api/festivals/upcoming?lat=28.6&lon=77.2&tz=Nowhere/Town', /^tz /],
  ])('%s -> 400 naming the field', async (path, message) => {
    const r = await body(await upcoming(url(path)));
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(message);
  });

  it('answers 404 for an unknown city', async () => {
    expect((await upcoming(url('/api/festivals/upcoming?city=no-such-place-xyz'))).status).toBe(404);
  });
});
