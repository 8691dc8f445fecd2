/**
 * The day page's extra sections, the eclipse views and the Pitru Paksha
 * view: labels in both languages from the engine's numbers.
 */
import { computeDay, dayExtrasOf, eclipsesOfYear, eclipsesOnDate, jdToMs, panchangWith, pitruPaksha } from '@/engine';
import { formatDms } from '@/lib/format/number';
import { namesFor } from '@/lib/names/names';
import { dayExtrasView } from '@/lib/view/day-extras';
import { eclipseBannerView, eclipseCardView, eclipseDetailView } from '@/lib/view/eclipses';
import type { ViewFrame } from '@/lib/view/panchang';
import { pitruPakshaView } from '@/lib/view/pitru-paksha';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const frame = (locale: 'en' | 'hi', date: string): ViewFrame => ({ tz: DELHI.tz, date, locale, names: namesFor(locale) });
const viewOf = (date: string, locale: 'en' | 'hi') => {
  const day = computeDay({ date, ...DELHI });
  return dayExtrasView(dayExtrasOf(day, jdToMs), panchangWith(day, jdToMs), frame(locale, date));
};

describe('the day page’s extra sections', () => {
  const en = viewOf('2020-12-31', 'en');
  const hi = viewOf('2020-12-31', 'hi');

  it('name the padas with their ends, the Sun’s nakshatra and pada', () => {
    expect(en.padas.moon.map((r) => r.name)).toEqual(['Punarvasu 2', 'Punarvasu 3', 'Punarvasu 4', 'Pushya 1', 'Pushya 2']);
    expect(en.padas.moon[0].badge).toEqual({ kind: 'till', time: '7:26 AM' });
    expect(en.padas.moon[4].badge).toEqual({ kind: 'fullNight' });
    expect(en.padas.sunNakshatra).toEqual([{ key: 'sun-nakshatra-0', name: 'Purva Ashadha', badge: { kind: 'allDay' } }]);
    expect(en.padas.sunPadas[0]).toMatchObject({ name: 'Purva Ashadha 1', badge: { kind: 'till', time: '6:31 AM, Jan 1' } });
    expect(hi.padas.moon[0].name).toBe('पुनर्वसु 2');
  });

  it('give the yogas their windows, whole day where they last it', () => {
    expect(en.yogas.special.map((y) => [y.name, y.wholeDay])).toEqual([
      ['Sarvartha Siddhi Yoga', true],
      ['Amrita Siddhi Yoga', false],
      ['Guru Pushya Yoga', false],
    ]);
    expect(en.yogas.special[1].range).toBe('7:49 PM – 7:14 AM, Jan 1');
    expect(en.yogas.anandadi.map((a) => [a.name, a.auspicious])).toEqual([
      ['Siddhi', true],
      ['Shubha', true],
    ]);
    expect(hi.yogas.special[0].name).toBe('सर्वार्थ सिद्धि योग');
  });

  it('list the favourable birth rashis and nakshatras by the Moon’s stretch', () => {
    expect(en.bala.chandrabalam[0]).toMatchObject({ moon: 'Mithuna', names: ['Mesha', 'Mithuna', 'Simha', 'Kanya', 'Dhanu', 'Makara'] });
    expect(en.bala.chandrabalam[0].badge).toEqual({ kind: 'till', time: '1:38 PM' });
    expect(en.bala.tarabalam[1].names).toHaveLength(15);
    expect(hi.bala.chandrabalam[1].moon).toBe('कर्क');
  });

  it('name directions and abodes, with their quality', () => {
    expect(en.vasa).toMatchObject({ dishaShool: 'South', rahuVasa: 'South' });
    expect(en.vasa.shivaVasa.map((s) => [s.name, s.auspicious])).toEqual([
      ['with Gauri', true],
      ['in the assembly', false],
    ]);
    expect(en.vasa.agniVasa.map((a) => a.auspicious)).toEqual([false, true]);
    expect(hi.vasa.dishaShool).toBe('दक्षिण');
  });

  it('print the day lengths, Kali year, ahargana, Julian day and ayanamsa', () => {
    expect(en.epoch).toMatchObject({ kaliYear: '5121', julianDay: '2,459,214.5', modifiedJulianDay: '59,214', ayanamsaModel: 'lahiri-vp285-mean' });
    expect(en.epoch.madhyahna).toBe('12:24 PM');
    expect(en.epoch.ayanamsa).toMatch(/^24°09′\d\d″$/);
    expect(formatDms(24.2222222)).toBe('24°13′20″');
    // Hindi pages group digits the Indian way.
    expect(hi.epoch.kaliAhargana).toBe('18,70,749');
  });

  it('show Bhadra with its vasa, Panchak and Ganda Moola with both ends', () => {
    const v = viewOf('2025-09-07', 'en');
    expect(v.doshas.bhadra).toHaveLength(1);
    expect(v.doshas.bhadra[0].range).toBe('1:41 AM – 12:43 PM');
    expect(v.doshas.bhadra[0].vasa).toEqual([expect.objectContaining({ name: 'Prithvi (earth)', harmful: true })]);
    expect(v.doshas.panchak[0].range).toBe('11:21 AM, Sep 6 – 4:03 PM, Sep 10');
    expect(v.doshas.gandaMoola).toEqual([]);
  });
});

describe('eclipse views', () => {
  const place = { ...DELHI };
  const list = eclipsesOfYear({ year: 2025, ...place }, jdToMs);
  const lunar = list.find((e) => e.id === 'lunar-2025-09-07')!;
  const f = { tz: DELHI.tz, locale: 'en' as const, names: namesFor('en'), year: 2025, city: 'new-delhi' };

  it('label an eclipse from sparsha to moksha, with its Sutak and link', () => {
    const card = eclipseCardView(lunar, f);
    expect(card).toMatchObject({
      title: 'Lunar eclipse (Total)',
      href: '/festivals/grahan/2025/lunar-2025-09-07/new-delhi',
      visible: true,
      localRange: '9:57 PM – 1:27 AM, Sep 8',
      sutak: '12:57 PM – 1:27 AM, Sep 8',
      noSutak: null,
      magnitude: '1.362',
    });
    expect(eclipseCardView(list.find((e) => e.id === 'lunar-2025-03-14')!, f)).toMatchObject({ visible: false, localRange: null, noSutak: 'invisible' });
    expect(eclipseCardView(lunar, { ...f, locale: 'hi', names: namesFor('hi') }).title).toBe('चंद्र ग्रहण (खग्रास)');
  });

  it('list every contact in time order, marking those below the horizon', () => {
    const e2026 = eclipsesOfYear({ year: 2026, ...place }, jdToMs).find((e) => e.id === 'lunar-2026-03-03')!;
    const d = eclipseDetailView(e2026, { ...f, year: 2026 });
    expect(d.timeline.map((c) => c.key)).toEqual(['P1', 'U1', 'U2', 'max', 'U3', 'moonrise', 'U4', 'P4']);
    expect(d.timeline.filter((c) => !c.visible).map((c) => c.key)).toEqual(['P1', 'U1', 'U2', 'max', 'U3']);
    expect(d.duration).toEqual({ hours: 3, minutes: 27 });
  });

  it('put the eclipse in the day page’s banner on both dates it touches', () => {
    const banner = eclipseBannerView(eclipsesOnDate({ date: '2025-09-08', ...place }, jdToMs), { ...frame('en', '2025-09-08'), city: null });
    expect(banner).toEqual([
      {
        id: 'lunar-2025-09-07',
        title: 'Lunar eclipse (Total)',
        href: '/festivals/grahan/2025/lunar-2025-09-07',
        range: '9:57 PM, Sep 7 – 1:27 AM',
        sutak: '12:57 PM, Sep 7 – 1:27 AM',
      },
    ]);
  });
});

describe('the Pitru Paksha view', () => {
  it('names each Shraddha and marks two on one date', () => {
    const v = pitruPakshaView(pitruPaksha({ year: 2025, ...DELHI }, jdToMs), { tz: DELHI.tz, locale: 'en', names: namesFor('en') });
    expect(v.rows).toHaveLength(16);
    expect(v.rows[0]).toMatchObject({ name: 'Purnima Shraddha', date: '2025-09-07', shared: false });
    expect(v.rows.filter((r) => r.shared).map((r) => r.name)).toEqual(['Tritiya Shraddha', 'Chaturthi Shraddha']);
    expect(v.rows[15]).toMatchObject({ name: 'Sarva Pitru Amavasya', date: '2025-09-21' });
    expect(v.rows[0].aparahna).toBe('1:34 PM – 4:05 PM');
    expect(v.start).toBe('September 7, 2025');
  });
});
