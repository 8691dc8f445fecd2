/**
 * A festival's detail page and the calendar files in Chromium against the
 * production server: the reference date of Nirjala Ekadashi 2021 for New
 * Delhi (tests/fixtures/reference/festivals-dev.json) in English and Hindi,
 * the why-this-date sentence, the Event JSON-LD, an alias's redirect, 404s,
 * another city, and the city's feed read with ical.js.
 */
import ICAL from 'ical.js';
import { computeFestivals } from '@/engine';
import { cityPlace, getCityBySlug } from '@/lib/cities';
import { namesFor } from '@/lib/names/names';
import { records } from '../engine/festivals/reference-records';
import { MOBILE, fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();
const NIRJALA_2021 = records().find((r) => r.festival === 'Nirjala Ekadashi' && r.date.startsWith('2021'))!;

describe('a festival detail page', () => {
  it('shows the reference date for New Delhi, why, and the Event JSON-LD', async () => {
    expect(NIRJALA_2021.date).toBe('2021-06-21');
    const { page, response, errors } = await openPage(browser(), '/festivals/ekadashi/nirjala-2021', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toContain('Nirjala Ekadashi 2021');
    expect(await page.getAttribute('[data-testid="festival-date"]', 'data-date')).toBe(NIRJALA_2021.date);
    expect(await page.textContent('[data-testid="festival-date"]')).toContain('June 21, 2021');
    expect(await page.textContent('[data-testid="festival-why"]')).toContain('Why this date');
    expect(await page.textContent('[data-testid="festival-timings"]')).toContain('Parana');
    expect(await page.getAttribute('[data-testid="ics-link"]', 'href')).toBe('/calendar/event/ekadashi/nirjala-2021.ics?city=new-delhi');
    const lds = await page.$$eval('script[type="application/ld+json"]', (s) => s.map((x) => JSON.parse(x.textContent ?? '{}')));
    const event = lds.find((l) => l['@type'] === 'Event');
    expect(event).toMatchObject({ startDate: '2021-06-21', location: { '@type': 'Place', name: 'New Delhi' }, eventStatus: 'https://schema.org/EventScheduled' });
    expect(new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!).pathname).toBe('/festivals/ekadashi/nirjala-2021');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is the same in Hindi under /hi, on a phone', async () => {
    const { page, response } = await openPage(browser(), '/hi/festivals/ekadashi/nirjala-2021', { viewport: MOBILE });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.textContent('h1')).toContain(`${namesFor('hi').festival('nirjala-ekadashi')} 2021`);
    expect(await page.getAttribute('[data-testid="festival-date"]', 'data-date')).toBe(NIRJALA_2021.date);
    expect(await page.textContent('[data-testid="festival-date"]')).toContain('21 जून 2021');
    expect(await page.textContent('[data-testid="festival-why"]')).toContain('यह तिथि क्यों');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.context().close();
  });

  it('computes the date for the city its path names', async () => {
    const ny = computeFestivals({ year: 2025, ...cityPlace(getCityBySlug('new-york-city')!) }).events.find((e) => e.slug === 'diwali')!;
    const { page, response } = await openPage(browser(), '/festivals/festival/diwali-2025/new-york-city');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('[data-testid="festival-date"]', 'data-date')).toBe(ny.date);
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('New York City');
    await page.context().close();
  });

  it('redirects an alias permanently and answers 404 for an unknown event or year', async () => {
    const alias = await fetchManual('/festivals/purnima/kartik-2026/varanasi');
    expect(alias.status).toBe(308);
    expect(new URL(alias.headers.get('location')!, url('/')).pathname).toBe('/festivals/purnima/kartika-2026/varanasi');
    // The old ?city= form answers 308 to the path.
    const old = await fetchManual('/festivals/festival/diwali-2026?city=varanasi');
    expect([old.status, old.headers.get('location')]).toEqual([308, '/festivals/festival/diwali-2026/varanasi']);
    for (const path of ['/festivals/ekadashi/nirjala-1800', '/festivals/ekadashi/no-such-2026', '/festivals/festival/diwali-2026/nowhere-at-all', '/hi/festivals/vrat/diwali-2026']) {
      expect({ path, status: (await fetchManual(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe('calendar files', () => {
  it('serves the city feed as text/calendar that ical.js reads', async () => {
    const res = await fetch(url('/calendar/new-delhi.ics?types=festival'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const list = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const year = new Date().getUTCFullYear();
    const diwali = computeFestivals({ year, ...cityPlace(getCityBySlug('new-delhi')!) }).events.find((e) => e.slug === 'diwali')!;
    expect(list.find((e) => e.uid.startsWith(`diwali-${diwali.date}@`))?.startDate.toString()).toBe(diwali.date);
    expect((await fetchManual('/calendar/nowhere-at-all.ics')).status).toBe(404);
  });
});
