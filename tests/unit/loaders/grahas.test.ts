/**
 * The planets' pages (#27) from their paths: the day page's Planets card,
 * the hub, a planet's year and a major transit, with the engine's values
 * of tests/engine/grahas.test.ts (Saturn enters Meena on 2025-03-29 at
 * 22:58:36 IST under the site's ayanamsa, 21:44 under Swiss Ephemeris' true
 * Lahiri; turns direct on 2025-11-28 at 09:51; enters Mesha on 2027-06-03
 * at 06:16), labelled to the minute in the city's zone.
 */
import { loadPanchangDay } from '@/app/_loaders/day';
import { loadGrahasHub, loadGrahaTransit, loadGrahaYear, type GrahaTransitPage, type GrahaYearPage } from '@/app/_loaders/grahas';
import { isGone } from '@/app/_pages/def';
import { cardSpecAt, selectionAt } from '../../helpers/page-card';

/** 22 November 2025, 06:49 IST: sunrise at New Delhi. */
const NOW = Date.parse('2025-11-22T01:19:00Z');
const sel = (path: string) => selectionAt(path, NOW);

function loaded<T>(x: T | { gone: string }): T {
  if (isGone(x)) throw new Error('the page is gone');
  return x as T;
}

describe('the day page’s Planets card', () => {
  it('lists the nine grahas at sunrise with their marks and names the ayanamsa', async () => {
    const { planets } = await loadPanchangDay(sel('/panchang/today/new-delhi/2025-11-22'));
    expect(planets.rows.map((r) => r.key)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    const by = Object.fromEntries(planets.rows.map((r) => [r.key, r]));
    expect(planets.ayanamsa).toBe('Lahiri (mean, VP285)');
    expect(planets.time).toBe('6:49 AM');
    // Saturn retrograde in Meena; Mercury retrograde and combust in Vrishchika; Rahu moves backwards always and is not marked.
    expect(by.Saturn).toMatchObject({ rashi: 'Meena', marks: ['R'] });
    expect(by.Mercury).toMatchObject({ rashi: 'Vrishchika', marks: ['R', 'C'] });
    expect(by.Rahu).toMatchObject({ rashi: 'Kumbha', marks: [] });
    expect(by.Sun.nakshatra).toBe('Anuradha 1');
  });

  it('in Hindi', async () => {
    const { planets } = await loadPanchangDay(sel('/hi/panchang/today/new-delhi/2025-11-22'));
    const saturn = planets.rows.find((r) => r.key === 'Saturn')!;
    expect([saturn.name, saturn.rashi, saturn.marks]).toEqual(['शनि', 'मीन', ['व']]);
  });
});

describe('the hub', () => {
  it('gives each graha now, its next change and its year page, and the major transits of this year and the next', () => {
    const hub = loadGrahasHub(sel('/grahas/new-delhi'));
    const saturn = hub.rows.find((r) => r.key === 'Saturn')!;
    expect(saturn.next).toMatchObject({ kind: 'direct', title: 'Saturn turns direct in Meena', date: '2025-11-28', time: '9:51 AM' });
    expect(saturn.nextRashi).toMatchObject({ title: 'Saturn enters Mesha', date: '2027-06-03', time: '6:16 AM' });
    expect(saturn.yearPath).toBe('/grahas/saturn/2025/new-delhi');
    expect(hub.transits.map((t) => t.year)).toEqual([2025, 2026]);
    expect(hub.transits[0].links[0]).toEqual({ title: 'Saturn enters Meena', when: 'Mar 29, 2025, 10:59 PM', path: '/grahas/saturn/2025/meena/new-delhi' });
    expect(hub.transits[1].links.map((l) => l.path)).toEqual(['/grahas/jupiter/2026/simha/new-delhi', '/grahas/rahu/2026/makara/new-delhi', '/grahas/ketu/2026/karka/new-delhi']);
  });

  it('keeps the path’s conventions in its links; without a city, links name none', () => {
    expect(loadGrahasHub(sel('/grahas/new-delhi/24h')).rows[6]).toMatchObject({ yearPath: '/grahas/saturn/2025/new-delhi/24h', next: { time: '09:51' } });
    expect(loadGrahasHub(sel('/grahas')).rows[6].yearPath).toBe('/grahas/saturn/2025');
  });
});

describe('a planet’s year', () => {
  it('lists every ingress, station and combustion, times in the city’s zone, and its major transits', () => {
    const y = loaded<GrahaYearPage>(loadGrahaYear(sel('/grahas/saturn/2025/new-delhi')));
    const main = y.view.events.filter((e) => e.kind !== 'nakshatra').map((e) => `${e.kind} ${e.when}`);
    expect(main).toEqual(['asta Feb 23, 2025, 2:51 PM', 'uday Mar 29, 2025, 9:28 PM', 'rashi Mar 29, 2025, 10:59 PM', 'retrograde Jul 13, 2025, 9:04 AM', 'direct Nov 28, 2025, 9:51 AM']);
    expect(y.view.start).toMatchObject({ rashi: 'Kumbha' });
    expect(y.transits).toEqual([{ title: 'Saturn enters Meena', when: 'Mar 29, 2025, 10:59 PM', path: '/grahas/saturn/2025/meena/new-delhi' }]);
    expect([y.ayanamsa, y.node]).toEqual(['Lahiri (mean, VP285)', null]);
  });

  it('in another zone, the same instant on its own clock (17:28:36 UT, EDT)', () => {
    const y = loaded<GrahaYearPage>(loadGrahaYear(sel('/grahas/saturn/2025/new-york-city')));
    expect(y.view.events.find((e) => e.kind === 'rashi')).toMatchObject({ date: '2025-03-29', time: '1:29 PM' });
  });

  it('names the node model for Rahu and Ketu; a planet without major transits lists none', () => {
    expect(loaded<GrahaYearPage>(loadGrahaYear(sel('/grahas/rahu/2025'))).node).toBe('mean node');
    expect(loaded<GrahaYearPage>(loadGrahaYear(sel('/grahas/mars/2025'))).transits).toBeNull();
  });
});

describe('a major transit', () => {
  it('Saturn into Meena, 2025: when, under which ayanamsa, the time other almanacs print, what changes, and its Event', () => {
    const d = loaded<GrahaTransitPage>(loadGrahaTransit(sel('/grahas/saturn/2025/meena/new-delhi')));
    expect(d.view.crossings.map((c) => c.when)).toEqual(['Mar 29, 2025, 10:59 PM']);
    expect(d.view.ayanamsa).toBe('Lahiri (mean, VP285)');
    expect(d.view.alternatives).toEqual([{ label: 'Lahiri (true)', when: 'Mar 29, 2025, 9:44 PM' }]);
    expect(d.view.leaves).toMatchObject({ title: 'Saturn enters Mesha', date: '2027-06-03' });
    expect(d.view.changes[0]).toEqual({ moonSign: 'Mesha', change: 'Sade Sati begins (first phase)' });
    expect(d.yearPath).toBe('/grahas/saturn/2025/new-delhi');
    expect(d.jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Saturn enters Meena 2025',
      startDate: '2025-03-29T22:58:36+05:30',
      endDate: '2027-06-03T06:16:02+05:30',
      url: 'https://yourvediccalendar.com/grahas/saturn/2025/meena/new-delhi',
    });
  });

  it('in Hindi', () => {
    const d = loaded<GrahaTransitPage>(loadGrahaTransit(sel('/hi/grahas/saturn/2025/meena')));
    expect([d.view.title, d.view.ayanamsa, d.view.crossings[0].dateLabel]).toEqual(['शनि का मीन राशि में गोचर', 'लाहिरी (मध्यम, VP285)', '29 मार्च 2025']);
    expect(d.jsonLd).toMatchObject({ inLanguage: 'hi', url: 'https://yourvediccalendar.com/hi/grahas/saturn/2025/meena' });
  });

  it('Rahu into Kumbha links Ketu’s move into Simha at the same instant', () => {
    const d = loaded<GrahaTransitPage>(loadGrahaTransit(sel('/grahas/rahu/2025/kumbha')));
    expect(d.partnerPath).toBe('/grahas/ketu/2025/simha');
    expect(d.view.node).toBe('mean node');
    const ketu = loaded<GrahaTransitPage>(loadGrahaTransit(sel('/grahas/ketu/2025/simha')));
    expect(ketu.view.crossings[0].when).toBe(d.view.crossings[0].when);
  });

  it.each([
    ['/grahas/mars/2025/meena', 'Mars’ sign changes are no major transits'],
    ['/grahas/saturn/2026/mesha', 'Saturn’s first crossing into Mesha is in 2027'],
    ['/grahas/saturn/2025/mesha', 'no crossing into Mesha in 2025'],
  ])('%s is the 404 page: %s', (path) => {
    expect(isGone(loadGrahaTransit(sel(path)))).toBe(true);
  });
});

describe('the share cards', () => {
  it('say what the pages say', async () => {
    const transit = await cardSpecAt('/grahas/saturn/2025/meena/new-delhi', NOW);
    expect(transit).toMatchObject({ title: 'Saturn enters Meena 2025', subtitle: 'New Delhi', body: { kind: 'window', value: 'Mar 29, 2025, 10:59 PM' } });
    const year = await cardSpecAt('/hi/grahas/saturn/2025', NOW);
    expect(year).toMatchObject({ title: '2025 में शनि', body: { kind: 'rows' } });
    expect(year.body.kind === 'rows' && year.body.rows.map((r) => r.name)).toContain('शनि का मीन राशि में गोचर');
    const hub = await cardSpecAt('/grahas/new-delhi', NOW);
    expect(hub.body.kind === 'rows' && hub.body.rows.find((r) => r.name.startsWith('Saturn'))).toEqual({ name: 'Saturn R', value: 'Meena 0°57′', tone: 'plain' });
  });
});
