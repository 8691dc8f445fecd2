/**
 * Display names come from the messages (lib/names): every number and key
 * the engine returns has a name in English and in Hindi (Devanagari), every
 * event slug, kaal, window, moment and reason of a computed year included.
 */
import { computeFestivals, EVENT_SLUGS, KAALS, type Reason } from '@/engine';
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
    expect(HI.ritu(5)).toBe('हेमन्त');
    expect(HI.moonPhase(5)).toBe('पूर्ण चन्द्र');
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
    const labels = ['kaals', 'windows', 'moments', 'types', 'traditions', 'reasons'];
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
    expect(EN.reason({ choice: 'offset-before', of: 'makar-sankranti', offsetDays: -1 })).toBe('Kept 1 day(s) before Makar Sankranti.');
    expect(EN.reason({ choice: 'sankranti-day', sign: 9 })).toMatch(/^The Sun enters Makara during the day/);
    expect(HI.reason({ choice: 'weekday', weekday: 1 })).toBe('अमावस्या सोमवार को पड़ती है।');
  });
});
