/**
 * Display names come from the messages (lib/names): every number and key
 * the engine returns has a name in English and in Hindi (Devanagari), every
 * event slug, kaal, window, moment and reason of a computed year included.
 */
import {
  AGNI_VASA,
  ANANDADI_YOGAS,
  BHADRA_VASA,
  CHANDRA_VASA,
  computeFestivals,
  DISHA_SHOOL,
  EVENT_SLUGS,
  KAALS,
  RAHU_VASA,
  SHIVA_VASA,
  SHRADDHA_TITHIS,
  SPECIAL_YOGAS,
  type Reason,
} from '@/engine';
import { namesFor } from '@/lib/names/names';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const DEVANAGARI = /[\u0900-\u097F]/;
const EN = namesFor('en');
const HI = namesFor('hi');

describe('Panchang names', () => {
  it('name numbers in both languages', () => {
    expect(EN.tithi(11)).toBe('Ekadashi');
    expect(EN.tithi(26)).toBe('Ekadashi');
    expect(HI.tithi(30)).toBe('अमावस्या');
    expect(EN.tithiInPaksha(17)).toBe('Krishna Dwitiya');
    expect(EN.tithiInPaksha(15)).toBe('Purnima');
    expect(HI.tithiInPaksha(2)).toBe('शुक्ल द्वितीया');
    expect(EN.nakshatra(27)).toBe('Revati');
    expect(HI.rashi(1)).toBe('मेष');
    expect(EN.karana(11)).toBe('Kimstughna');
    expect(EN.masa({ number: 3, adhika: true })).toBe('Adhika Jyeshtha');
    expect(HI.masa({ number: 3, adhika: true })).toBe('अधिक ज्येष्ठ');
    expect(EN.vara(7)).toBe('Saturday');
    expect(EN.varaSanskrit(1)).toBe('Ravivara');
    expect(HI.ritu(5)).toBe('हेमंत');
    expect(HI.moonPhase(5)).toBe('पूर्ण चंद्र');
    expect(EN.samvatsara(52)).toBe('Kalayukta');
    expect(() => EN.tithi(31)).toThrow(RangeError);
    expect(() => EN.nakshatra(28)).toThrow(RangeError);
  });

  it('name timings', () => {
    expect(EN.muhurat('rahu_kaal')).toBe('Rahu Kaal');
    expect(HI.muhurat('rahu_kaal')).toBe('राहुकाल');
    expect(HI.choghadiya('Amrit')).toBe('अमृत');
    expect(HI.planet('Jupiter')).toBe('गुरु');
    expect(EN.planet('Ketu')).toBe('Ketu');
    expect(EN.planetSanskrit('Sun')).toBe('Surya');
    expect(HI.paksha('Krishna')).toBe('कृष्ण');
    expect(EN.muhuratDescription('rahu_kaal')).toMatch(/Rahu/);
  });
});

describe('festival names', () => {
  it('name every event slug, English in Latin script and Hindi in Devanagari', () => {
    for (const slug of EVENT_SLUGS) {
      expect([slug, DEVANAGARI.test(HI.festival(slug))]).toEqual([slug, true]);
      expect([slug, DEVANAGARI.test(EN.festival(slug))]).toEqual([slug, false]);
    }
    // Nothing else under festivals.<slug>: the namespace holds exactly the slugs and the label tables.
    const labels = ['kaals', 'windows', 'moments', 'types', 'traditions', 'reasons', 'reasonDays'];
    expect(Object.keys(en.festivals).filter((k) => !labels.includes(k)).sort()).toEqual([...EVENT_SLUGS].sort());
    expect(Object.keys(hi.festivals).sort()).toEqual(Object.keys(en.festivals).sort());
  });

  it('name the Vaishnava day of an Ekadashi "Gauna / Vaishnava" when the Smarta day had no Ekadashi at sunrise', () => {
    expect(EN.festival('vaishnava-nirjala-ekadashi', { gauna: true })).toBe('Gauna / Vaishnava Nirjala Ekadashi');
    expect(EN.festival('vaishnava-nirjala-ekadashi', { gauna: false })).toBe('Vaishnava Nirjala Ekadashi');
    expect(EN.festival('vaishnava-nirjala-ekadashi')).toBe('Vaishnava Nirjala Ekadashi');
    expect(HI.festival('vaishnava-nirjala-ekadashi', { gauna: true })).toBe('गौण / वैष्णव निर्जला एकादशी');
    expect(HI.festival('vaishnava-nirjala-ekadashi', { gauna: false })).toBe('वैष्णव निर्जला एकादशी');
  });

  it('spell the months as the trusted site prints them, in month names and in the Purnima vrat slugs', () => {
    const site = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwina', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'];
    expect(site.map((_, i) => EN.masa({ number: i + 1, adhika: false }))).toEqual(site);
    for (const m of site) expect(EN.festival(`${m.toLowerCase()}-purnima-vrat`)).toBe(`${m} Purnima Vrat`);
    expect(['kartika-purnima', 'pausha-purnima', 'magha-purnima', 'kartika-amavasya', 'pausha-amavasya', 'ashwina-purnima'].map((s) => EN.festival(s))).toEqual([
      'Kartika Purnima',
      'Pausha Purnima',
      'Magha Purnima',
      'Kartika Amavasya',
      'Pausha Amavasya',
      'Ashwina Purnima',
    ]);
  });

  it('label every kaal', () => {
    for (const k of KAALS) expect(DEVANAGARI.test(HI.kaal(k))).toBe(true);
  });

  it('label every window, moment and reason a year of events returns, in both languages', () => {
    for (const year of [2022, 2023, 2025]) {
      for (const e of computeFestivals({ year, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }).events) {
        for (const w of [...e.windows, ...(e.muhurat ? [e.muhurat] : [])]) {
          expect(EN.window(w.kind)).toMatch(/\w/);
          expect(HI.window(w.kind)).toMatch(DEVANAGARI);
        }
        for (const m of e.moments) expect(HI.moment(m.kind)).toMatch(DEVANAGARI);
        expect(EN.reason(e.reason)).not.toMatch(/\{|undefined/);
        expect(HI.reason(e.reason)).toMatch(DEVANAGARI);
      }
    }
  });

  it('write the reason with its values', () => {
    const r: Reason = { choice: 'both-more', tithi: 30, kaal: 'pradosh' };
    expect(EN.reason(r)).toBe('Amavasya prevailed during Pradosh Kaal (dusk) on two days; it held longer on this day.');
    expect(EN.reason({ choice: 'offset-before', of: 'makar-sankranti', offsetDays: -1 })).toBe('Kept the day before Makar Sankranti.');
    expect(EN.reason({ choice: 'offset-after', of: 'holika-dahan', offsetDays: 2 })).toBe('Kept 2 days after Holika Dahan.');
    expect(EN.reason({ choice: 'sankranti-day', sign: 9 })).toMatch(/^The Sun enters Makara during the day/);
    expect(HI.reason({ choice: 'weekday', weekday: 1 })).toBe('अमावस्या सोमवार को पड़ती है।');
  });

  it('write the reasons of the regional calendars\' festivals', () => {
    expect(EN.reason({ choice: 'solar-month-start', calendar: 'tamil', solarMonth: 10, solarDay: 1, monthStart: 'after-cutoff', sign: 9 })).toBe(
      'The Sun entered Makara after sunset, so the month began the next day. This day is Thai 1 in the Tamil calendar.',
    );
    expect(EN.reason({ choice: 'solar-month-start', calendar: 'odia', solarMonth: 1, solarDay: 1, monthStart: 'before-cutoff', sign: 0 })).toBe(
      'The Sun entered Mesha before 10 pm local mean time, so the month began that day. This day is Baisakha 1 in the Odia calendar.',
    );
    expect(EN.reason({ choice: 'solar-month-day', calendar: 'tamil', solarMonth: 4, solarDay: 18 })).toBe('This day is Aadi 18 in the Tamil calendar.');
    expect(EN.reason({ choice: 'solar-nakshatra', nakshatra: 22, kaal: 'sunrise', calendar: 'malayalam', solarMonth: 1 })).toBe(
      'Shravana nakshatra held at sunrise on this day, in Chingam of the Malayalam calendar.',
    );
    expect(HI.reason({ choice: 'solar-month-start', calendar: 'bengali', solarMonth: 1, solarDay: 1, monthStart: 'after-ardharatri', sign: 0 })).toBe(
      'सूर्य ने अर्धरात्रि के बाद मेष राशि में प्रवेश किया, इसलिए मास उसके अगले दिन के बाद वाले दिन आरंभ हुआ। बांग्ला पंचांग में यह दिन बोइशाख का पहला दिन है।',
    );
  });

  it('name the regional calendars, their months (also in their own scripts) and eras', () => {
    expect([EN.regionalCalendar('malayalam'), HI.regionalCalendar('malayalam'), EN.regionalCalendarInScript('malayalam')]).toEqual(['Malayalam', 'मलयालम', 'മലയാളം']);
    expect([EN.regionalMonth('tamil', 'margazhi'), HI.regionalMonth('tamil', 'margazhi'), HI.regionalMonthInScript('tamil', 'margazhi')]).toEqual([
      'Margazhi',
      'मार्गऴि',
      'மார்கழி',
    ]);
    expect([EN.regionalMonth('gujarati', 'kartak'), EN.regionalEra('kollam'), HI.regionalEra('bangabda')]).toEqual(['Kartak', 'Kollam Era', 'बंगाब्द']);
    expect(EN.monthStart('ardharatri', 'ardharatri-karka', 3)).toBe(
      'The Sun entered Karka within a ghati of the middle of the night; for Karka the month then begins the next day.',
    );
  });

  it('say a one-day offset as the next or the previous day, in both languages', () => {
    const HOLI = HI.festival('holika-dahan');
    expect(EN.reason({ choice: 'offset-after', of: 'holika-dahan', offsetDays: 1 })).toBe('Kept the day after Holika Dahan.');
    expect(HI.reason({ choice: 'offset-after', of: 'holika-dahan', offsetDays: 1 })).toBe(`${HOLI} के अगले दिन मनाया जाता है।`);
    expect(HI.reason({ choice: 'offset-after', of: 'holika-dahan', offsetDays: 2 })).toBe(`${HOLI} के 2 दिन बाद मनाया जाता है।`);
    expect(HI.reason({ choice: 'offset-before', of: 'holika-dahan', offsetDays: -1 })).toBe(`${HOLI} से एक दिन पहले मनाया जाता है।`);
    expect(HI.reason({ choice: 'offset-before', of: 'holika-dahan', offsetDays: -3 })).toBe(`${HOLI} से 3 दिन पहले मनाया जाता है।`);
    for (const r of [EN, HI]) expect(r.reason({ choice: 'offset-after', of: 'holika-dahan', offsetDays: 1 })).not.toMatch(/\b1\b/);
  });

  it('say in words why a lost (kshaya) Ekadashi is kept where it is', () => {
    expect(EN.reason({ choice: 'ekadashi-kshaya' })).toBe(
      'Ekadashi began after one sunrise and ended before the next, so no day has it at sunrise (a kshaya tithi); the fast is kept on the day it begins.',
    );
    expect(EN.reason({ choice: 'vaishnava-kshaya' })).not.toContain('held at no sunrise');
  });

  it('write how the tithi stood in the kaal on a candidate day', () => {
    const r: Reason = { choice: 'both-more', tithi: 30, kaal: 'pradosh' };
    expect(EN.reasonDay(r, { date: '2013-11-03', prevails: true, minutes: 45 })).toBe('Amavasya held for 45 minutes of Pradosh Kaal (dusk).');
    expect(EN.reasonDay(r, { date: '2013-11-03', prevails: true, minutes: 1 })).toBe('Amavasya held for 1 minute of Pradosh Kaal (dusk).');
    expect(EN.reasonDay(r, { date: '2013-11-02', prevails: false, minutes: 0 })).toBe('Amavasya did not touch Pradosh Kaal (dusk).');
    const sunrise: Reason = { choice: 'only', tithi: 15, kaal: 'sunrise' };
    expect(EN.reasonDay(sunrise, { date: '2022-08-12', prevails: true, minutes: null })).toBe('Purnima held at sunrise.');
    expect(EN.reasonDay(sunrise, { date: '2022-08-11', prevails: false, minutes: null })).toBe('Purnima did not hold at sunrise.');
    expect(HI.reasonDay(r, { date: '2013-11-03', prevails: true, minutes: 45 })).toBe('अमावस्या प्रदोष काल में 45 मिनट तक व्याप्त रही।');
  });

  it('read an event’s description and significance, or null where the catalogue has none', () => {
    expect(EN.festivalText('no-such-event', 'description')).toBeNull();
    expect(HI.festivalText('no-such-event', 'significance')).toBeNull();
  });
});

describe('names of the day page’s extra sections, eclipses and Shraddhas', () => {
  const keys = {
    specialYoga: SPECIAL_YOGAS.map((y) => (n: typeof EN) => n.specialYoga(y)),
    anandadi: ANANDADI_YOGAS.map((y) => (n: typeof EN) => n.anandadi(y.key)),
    nakshatra28: Array.from({ length: 28 }, (_, i) => (n: typeof EN) => n.nakshatra28(i + 1)),
    direction: [...new Set([...DISHA_SHOOL, ...RAHU_VASA, ...CHANDRA_VASA])].map((d) => (n: typeof EN) => n.direction(d)),
    shivaVasa: SHIVA_VASA.map((v) => (n: typeof EN) => n.shivaVasa(v.key)),
    agniVasa: [...new Set(AGNI_VASA)].map((v) => (n: typeof EN) => n.agniVasa(v)),
    bhadraVasa: [...new Set(BHADRA_VASA)].map((v) => (n: typeof EN) => n.bhadraVasa(v)),
    eclipseKind: (['solar', 'lunar'] as const).map((k) => (n: typeof EN) => n.eclipseKind(k)),
    eclipseType: (['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const).map((t) => (n: typeof EN) => n.eclipseType(t)),
    eclipseContact: (['P1', 'U1', 'U2', 'max', 'U3', 'U4', 'P4', 'C1', 'C2', 'C3', 'C4'] as const).map((c) => (n: typeof EN) => n.eclipseContact(c)),
    horizonEvent: (['sunrise', 'sunset', 'moonrise', 'moonset'] as const).map((e) => (n: typeof EN) => n.horizonEvent(e)),
    shraddha: SHRADDHA_TITHIS.map((t) => (n: typeof EN) => n.shraddha(t)),
  };

  it.each(Object.entries(keys))('%s: every key has an English and a Devanagari name', (_kind, fns) => {
    for (const f of fns) {
      expect(f(EN)).not.toMatch(DEVANAGARI);
      expect(f(HI)).toMatch(DEVANAGARI);
    }
  });

  it('name Abhijit between Uttara Ashadha and Shravana in the 28 scheme', () => {
    expect([21, 22, 23, 28].map((n) => EN.nakshatra28(n))).toEqual(['Uttara Ashadha', 'Abhijit', 'Shravana', 'Revati']);
    expect(HI.nakshatra28(22)).toBe('अभिजित');
    expect(EN.shraddha(30)).toBe('Sarva Pitru Amavasya');
  });
});
