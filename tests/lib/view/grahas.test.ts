/**
 * The grahas' view models (lib/view/grahas.ts): the day page's Planets
 * card, the hub, a planet's year and a major transit, in both languages.
 */
import { computeDay, grahaPositionsOfDay, grahasNow, grahaYear, jdToMs, transitDetail } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { grahasHubView, grahaYearView, planetsCardView, transitView } from '@/lib/view/grahas';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const frame = (locale: 'en' | 'hi') => ({ tz: DELHI.tz, locale, names: namesFor(locale) });

describe('the Planets card', () => {
  const day = computeDay({ date: '2025-11-22', ...DELHI });
  const { at, positions } = grahaPositionsOfDay(day);
  const card = (locale: 'en' | 'hi') => planetsCardView(jdToMs(at), positions, day.models.ayanamsa.name, { ...frame(locale), date: '2025-11-22' });

  it('lists the nine at sunrise with rashi, degree, nakshatra and marks', () => {
    const en = card('en');
    expect(en.time).toBe('6:49 AM');
    expect(en.ayanamsa).toBe('Lahiri (mean, VP285)');
    expect(en.rows.map((r) => r.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    const by = Object.fromEntries(en.rows.map((r) => [r.key, r]));
    expect(by.Sun).toMatchObject({ rashi: 'Vrishchika', degree: '5°45′', marks: [] });
    expect(by.Mercury).toMatchObject({ rashi: 'Vrishchika', retrograde: true, combust: true, marks: ['R', 'C'] });
    expect(by.Saturn).toMatchObject({ rashi: 'Meena', retrograde: true, combust: false, marks: ['R'] });
    // Rahu and Ketu always move backwards: no mark.
    expect(by.Rahu).toMatchObject({ rashi: 'Kumbha', retrograde: false, marks: [] });
    expect(by.Moon.nakshatra).toMatch(/^Jyeshtha [1-4]$/);
  });

  it('in Hindi', () => {
    const hi = card('hi');
    const by = Object.fromEntries(hi.rows.map((r) => [r.key, r]));
    expect(by.Saturn).toMatchObject({ name: 'शनि', rashi: 'मीन', marks: ['व'] });
    expect(by.Mercury.marks).toEqual(['व', 'अ']);
    expect(hi.ayanamsa).toBe('लाहिरी (मध्यम, VP285)');
  });
});

describe('the hub', () => {
  it('each graha now and its next change, in the city’s time', () => {
    const now = grahasNow('2025-11-22T06:49:00+05:30', undefined, jdToMs);
    const v = grahasHubView(now, frame('en'));
    const saturn = v.rows.find((r) => r.key === 'Saturn')!;
    expect(saturn.next).toMatchObject({ kind: 'direct', title: 'Saturn turns direct in Meena', when: 'Nov 28, 2025, 9:51 AM' });
    expect(saturn.nextRashi).toMatchObject({ title: 'Saturn enters Mesha', date: '2027-06-03' });
    const mercury = v.rows.find((r) => r.key === 'Mercury')!;
    expect(mercury.nextRashi!.title).toBe('Mercury enters Tula (retrograde)');
    const hi = grahasHubView(now, frame('hi'));
    expect(hi.rows.find((r) => r.key === 'Mercury')!.nextRashi!.title).toBe('बुध का तुला राशि में वक्री गोचर');
  });
});

describe('a planet’s year', () => {
  it('Jupiter 2025: its entries, the return to Mithuna, combustion, with counts', () => {
    const v = grahaYearView(grahaYear({ planet: 'Jupiter', year: 2025, tz: DELHI.tz }, jdToMs), frame('en'));
    expect(v).toMatchObject({ planet: 'Jupiter', year: 2025 });
    expect(v.start).toMatchObject({ rashi: 'Vrishabha', retrograde: true });
    const main = v.events.filter((e) => e.kind !== 'nakshatra').map((e) => [e.title, e.when]);
    expect(main).toEqual([
      ['Jupiter turns direct in Vrishabha', 'Feb 4, 2025, 3:25 PM'],
      ['Jupiter enters Mithuna', 'May 14, 2025, 11:18 PM'],
      ['Jupiter sets in the Sun’s glare (asta)', 'Jun 9, 2025, 5:41 PM'],
      ['Jupiter rises from the Sun’s glare (uday)', 'Jul 10, 2025, 12:17 AM'],
      ['Jupiter enters Karka', 'Oct 18, 2025, 9:34 PM'],
      ['Jupiter turns retrograde in Karka', 'Nov 11, 2025, 9:54 PM'],
      ['Jupiter enters Mithuna (retrograde)', 'Dec 5, 2025, 3:44 PM'],
    ]);
    expect(v.counts).toMatchObject({ rashi: 3, retrograde: 1, direct: 1, asta: 1, uday: 1 });
    expect(v.events[0]).toMatchObject({ kindName: expect.any(String), dateLabel: expect.any(String), time: expect.any(String) });
  });
});

describe('a major transit', () => {
  it('Saturn into Meena 2025: when, the ayanamsa, the other ayanamsa’s time, Sade Sati by Moon sign', () => {
    const d = transitDetail({ planet: 'Saturn', year: 2025, tz: DELHI.tz, into: 12 }, jdToMs)!;
    const v = transitView(d, frame('en'));
    expect(v).toMatchObject({ title: 'Saturn enters Meena', planet: 'Saturn', from: 'Kumbha', into: 'Meena', ayanamsa: 'Lahiri (mean, VP285)', node: null });
    expect(v.crossings.map((c) => c.when)).toEqual(['Mar 29, 2025, 10:59 PM']);
    expect(v.alternatives).toEqual([{ label: 'Lahiri (true)', when: 'Mar 29, 2025, 9:44 PM' }]);
    expect(v.leaves!.when).toBe('Jun 3, 2027, 6:16 AM');
    expect(v.stayDays).toBe(795);
    expect(v.changes.slice(0, 4)).toEqual([
      { moonSign: 'Mesha', change: 'Sade Sati begins (first phase)' },
      { moonSign: 'Meena', change: 'Sade Sati, second phase (peak)' },
      { moonSign: 'Kumbha', change: 'Sade Sati, last phase' },
      { moonSign: 'Makara', change: 'Sade Sati ends' },
    ]);
    expect(v.changes.slice(4).map((c) => c.moonSign)).toEqual(['Dhanu', 'Simha', 'Vrishchika', 'Karka']);
    expect(v.aspects).toEqual(['Vrishabha', 'Kanya', 'Dhanu']);
    const hi = transitView(d, frame('hi'));
    expect(hi.title).toBe('शनि का मीन राशि में गोचर');
    expect(hi.changes[4].change).toBe('कंटक शनि (चंद्र से चौथा, ढैया) आरंभ');
  });

  it('Rahu into Kumbha 2025: Ketu into Simha, the node model named, the true node’s date', () => {
    const v = transitView(transitDetail({ planet: 'Rahu', year: 2025, tz: DELHI.tz, into: 11 }, jdToMs)!, frame('en'));
    expect(v).toMatchObject({ title: 'Rahu enters Kumbha', node: 'mean node', partner: { planet: 'Ketu', rashi: 'Simha' }, aspects: [], changes: [] });
    expect(v.alternatives.map((a) => a.label)).toEqual(['Lahiri (true)', 'true node']);
    expect(v.alternatives[1].when).toMatch(/^May 29, 2025/);
  });
});
