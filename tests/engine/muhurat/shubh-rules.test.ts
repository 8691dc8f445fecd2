/**
 * The Shubh Muhurat tables (engine/muhurat/shubh/rules.ts) pinned against
 * their sources, list by list, as the verses and the almanacs print them
 * (by name: the transcription is the test's, the numbers the engine's).
 * MC: Muhurta Chintamani; the chapter is named on each list.
 */
import {
  FIXED_AND_DUAL_SIGNS,
  KRANTI_SAMYA_PAIRS,
  LATTA,
  MAHAPATA_YOGAS,
  NAKSHATRA_CLASSES,
  NINE_BAD_YOGAS,
  RIKTA,
  ruleOf,
  SHUBH_KINDS,
  SHUBH_TABLES,
  TITHI_CLASSES,
} from '@/engine';
import { kicked } from '@/engine/muhurat/shubh/doshas';

const NAKSHATRAS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
const TITHIS = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima'];
const YOGAS = [
  'Vishkumbha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana',
  'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
];
const SIGNS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];
const MONTHS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const num = (list: readonly string[]) => (names: string[]) =>
  names
    .map((n) => {
      const i = list.indexOf(n);
      if (i < 0) throw new Error(`unknown name ${n}`);
      return i + 1;
    })
    .sort((a, b) => a - b);
const nak = num(NAKSHATRAS);
const sign = num(SIGNS);
const month = num(MONTHS);
const yoga = num(YOGAS);
const days = (names: string[]) => names.map((n) => WEEKDAYS.indexOf(n)).sort((a, b) => a - b);
/** A tithi name in both pakshas (Purnima only in Shukla; Amavasya is never listed). */
const tithi = (names: string[]) => num(TITHIS)(names).flatMap((t) => (t < 15 ? [t, t + 15] : [t])).sort((a, b) => a - b);
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('the classes', () => {
  it('MC Nakshatra prakarana: the seven classes cover the 27 nakshatras once', () => {
    expect(sorted(NAKSHATRA_CLASSES.dhruva)).toEqual(nak(['Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada']));
    expect(sorted(NAKSHATRA_CLASSES.chara)).toEqual(nak(['Punarvasu', 'Swati', 'Shravana', 'Dhanishtha', 'Shatabhisha']));
    expect(sorted(NAKSHATRA_CLASSES.ugra)).toEqual(nak(['Bharani', 'Magha', 'Purva Phalguni', 'Purva Ashadha', 'Purva Bhadrapada']));
    expect(sorted(NAKSHATRA_CLASSES.mishra)).toEqual(nak(['Krittika', 'Vishakha']));
    expect(sorted(NAKSHATRA_CLASSES.kshipra)).toEqual(nak(['Ashwini', 'Pushya', 'Hasta']));
    expect(sorted(NAKSHATRA_CLASSES.mridu)).toEqual(nak(['Mrigashira', 'Chitra', 'Anuradha', 'Revati']));
    expect(sorted(NAKSHATRA_CLASSES.tikshna)).toEqual(nak(['Ardra', 'Ashlesha', 'Jyeshtha', 'Mula']));
    expect(sorted(Object.values(NAKSHATRA_CLASSES).flat())).toEqual(NAKSHATRAS.map((_, i) => i + 1));
  });

  it('MC Shubhashubha prakarana: the tithi classes, Rikta, and the yogas rejected whole', () => {
    expect(TITHI_CLASSES).toEqual({ nanda: [1, 6, 11], bhadra: [2, 7, 12], jaya: [3, 8, 13], rikta: [4, 9, 14], purna: [5, 10, 15] });
    expect(RIKTA).toEqual(tithi(['Chaturthi', 'Navami', 'Chaturdashi']));
    expect(sorted(MAHAPATA_YOGAS)).toEqual(yoga(['Vyatipata', 'Vaidhriti']));
    expect(sorted(NINE_BAD_YOGAS)).toEqual(yoga(['Vishkumbha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Vyatipata', 'Parigha', 'Vaidhriti']));
    expect(FIXED_AND_DUAL_SIGNS).toEqual(sign(['Vrishabha', 'Simha', 'Vrishchika', 'Kumbha', 'Mithuna', 'Kanya', 'Dhanu', 'Meena']));
  });

  it('MC Vivaha prakarana: Latta, counted from the kicking graha’s own nakshatra', () => {
    expect(LATTA.map((k) => `${k.graha} ${k.count} ${k.direction}`)).toEqual([
      'Sun 12 ahead',
      'Mars 3 ahead',
      'Jupiter 6 ahead',
      'Saturn 8 ahead',
      'Rahu 9 behind',
      'Venus 5 behind',
      'Mercury 7 behind',
    ]);
    // The Sun in Ashwini kicks the 12th: Uttara Phalguni; Mercury in Ashwini kicks the 7th behind (Ashwini, Revati, Uttara and Purva Bhadrapada, Shatabhisha, Dhanishtha, Shravana): Shravana.
    expect(kicked(1, LATTA[0])).toBe(12);
    expect(kicked(1, LATTA[6])).toBe(nak(['Shravana'])[0]);
  });

  it('MC Vivaha prakarana: Kranti Samya, the Sun and the Moon in these pairs of signs', () => {
    const pairs = [
      ['Simha', 'Mesha'],
      ['Vrishabha', 'Makara'],
      ['Tula', 'Kumbha'],
      ['Kanya', 'Meena'],
      ['Karka', 'Vrishchika'],
      ['Dhanu', 'Mithuna'],
    ].map(([a, b]) => [SIGNS.indexOf(a) + 1, SIGNS.indexOf(b) + 1]);
    expect(KRANTI_SAMYA_PAIRS).toEqual(pairs);
  });
});

describe('the kinds', () => {
  const rule = (k: (typeof SHUBH_KINDS)[number]) => SHUBH_TABLES[k].rule;
  const ALL_BUT_RIKTA = tithi(['Pratipada', 'Dwitiya', 'Tritiya', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Purnima']);

  it('lists at least the nine kinds of the issue and the general day score', () => {
    expect(SHUBH_KINDS).toEqual(['vivah', 'griha-pravesh', 'griha-pravesh-old', 'vehicle', 'property', 'namkaran', 'mundan', 'annaprashan', 'karnavedha', 'vidyarambha', 'shubh']);
  });

  it('vivah, MC Vivaha prakarana: the eleven nakshatras, the Sun’s six signs, the lagnas', () => {
    const v = rule('vivah');
    // "rohiṇyuttararevatīmṛgaśiromūlānurādhāmaghāhastasvātiṣu"
    expect(sorted(v.nakshatras)).toEqual(
      nak(['Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati', 'Mrigashira', 'Mula', 'Anuradha', 'Magha', 'Hasta', 'Swati']),
    );
    // "mithunakumbhamṛgālivṛṣājage ravau"
    expect(sorted(v.sunSigns!)).toEqual(sign(['Mithuna', 'Kumbha', 'Makara', 'Vrishchika', 'Vrishabha', 'Mesha']));
    // "ṣaṣṭhataulimithuneṣūdyatsu": the alternative; the fixed and dual signs by default.
    expect(sorted(ruleOf('vivah', ['lagna-mc']).lagnas!)).toEqual(sign(['Kanya', 'Tula', 'Mithuna']));
    expect(v.lagnas).toEqual(FIXED_AND_DUAL_SIGNS);
    expect(v.tithis).toEqual(ALL_BUT_RIKTA);
    expect(sorted(ruleOf('vivah', ['almanac-tithis']).tithis)).toEqual(tithi(['Dwitiya', 'Tritiya', 'Panchami', 'Saptami', 'Dashami', 'Ekadashi', 'Trayodashi']));
    expect([v.latta, v.krantiSamya, v.rahuKaal]).toEqual([true, true, true]);
    expect(sorted(v.forbiddenYogas)).toEqual(yoga(['Vyatipata', 'Vaidhriti']));
    expect(v.forbiddenKaranas).toEqual([7]);
    expect([...v.exclusions].sort()).toEqual(['adhika-masa', 'chaturmas', 'eclipse', 'guru-asta', 'holashtak', 'kharmas', 'pitru-paksha', 'shukra-asta']);
  });

  it('griha pravesh, MC Vastu prakarana: new and old houses', () => {
    const g = rule('griha-pravesh');
    expect(sorted(g.nakshatras)).toEqual(nak(['Mrigashira', 'Chitra', 'Anuradha', 'Revati', 'Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada']));
    expect(sorted(g.months!)).toEqual(month(['Magha', 'Phalguna', 'Vaishakha', 'Jyeshtha']));
    expect(g.weekdays).toEqual(days(['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']));
    expect(g.exclusions).toEqual(expect.arrayContaining(['guru-asta', 'shukra-asta', 'chaturmas', 'kharmas']));
    expect(g.exclusions).not.toContain('panchak');
    expect(ruleOf('griha-pravesh', ['panchak']).exclusions).toContain('panchak');
    const old = rule('griha-pravesh-old');
    expect(sorted(old.months!)).toEqual(month(['Magha', 'Phalguna', 'Vaishakha', 'Jyeshtha', 'Shravana', 'Kartika', 'Margashirsha']));
    expect(sorted(old.nakshatras)).toEqual(
      nak(['Mrigashira', 'Chitra', 'Anuradha', 'Revati', 'Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Punarvasu', 'Swati', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Pushya']),
    );
    // An old house: Guru and Shukra asta and Chaturmas are not considered.
    expect(old.exclusions).not.toEqual(expect.arrayContaining(['guru-asta']));
    expect(old.exclusions).not.toContain('chaturmas');
  });

  it('vehicle and property: movable and swift nakshatras for what moves, fixed and soft for what lasts', () => {
    expect(sorted(rule('vehicle').nakshatras)).toEqual(
      nak(['Punarvasu', 'Swati', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Ashwini', 'Pushya', 'Hasta', 'Mrigashira', 'Chitra', 'Anuradha', 'Revati']),
    );
    expect(rule('vehicle').weekdays).toEqual(days(['Sunday', 'Monday', 'Wednesday', 'Thursday', 'Friday']));
    expect(sorted(rule('property').nakshatras)).toEqual(nak(['Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Mrigashira', 'Chitra', 'Anuradha', 'Revati']));
    expect(rule('vehicle').exclusions).toEqual(['eclipse']);
    expect(rule('property').exclusions).toEqual(['eclipse']);
  });

  it('the samskaras, MC Samskara prakarana', () => {
    const soft = nak(['Mrigashira', 'Chitra', 'Anuradha', 'Revati', 'Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Ashwini', 'Pushya', 'Hasta', 'Punarvasu', 'Swati', 'Shravana', 'Dhanishtha', 'Shatabhisha']);
    expect(sorted(rule('namkaran').nakshatras)).toEqual(soft);
    expect(sorted(rule('annaprashan').nakshatras)).toEqual(soft);
    // Annaprashana: not the Nanda and Rikta tithis, Ashtami, Dwadashi or Amavasya.
    expect(rule('annaprashan').tithis).toEqual(tithi(['Dwitiya', 'Tritiya', 'Panchami', 'Saptami', 'Dashami', 'Trayodashi', 'Purnima']));
    expect(sorted(rule('mundan').nakshatras)).toEqual(
      nak(['Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Chitra', 'Swati', 'Jyeshtha', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Revati']),
    );
    expect(rule('mundan').tithis).toEqual(tithi(['Dwitiya', 'Tritiya', 'Panchami', 'Saptami', 'Dashami', 'Ekadashi', 'Trayodashi']));
    // Uttarayana: the Sun from Makara to Mithuna.
    expect(sorted(rule('mundan').sunSigns!)).toEqual(sign(['Makara', 'Kumbha', 'Meena', 'Mesha', 'Vrishabha', 'Mithuna']));
    expect(sorted(rule('karnavedha').nakshatras)).toEqual(
      nak(['Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Chitra', 'Anuradha', 'Shravana', 'Dhanishtha', 'Revati']),
    );
    // Vidyarambha: "the five from Mrigashira", Mula, the three Purvas, Ashwini, Hasta, Chitra, Swati, Shravana, Dhanishtha, Shatabhisha, Revati.
    expect(sorted(rule('vidyarambha').nakshatras)).toEqual(
      nak(['Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Mula', 'Purva Phalguni', 'Purva Ashadha', 'Purva Bhadrapada', 'Ashwini', 'Hasta', 'Chitra', 'Swati', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Revati']),
    );
    expect(rule('vidyarambha').tithis).toEqual(tithi(['Dwitiya', 'Tritiya', 'Panchami', 'Shashthi', 'Dashami', 'Ekadashi', 'Dwadashi']));
    expect(rule('vidyarambha').weekdays).toEqual(days(['Sunday', 'Wednesday', 'Thursday', 'Friday']));
    expect(rule('namkaran').exclusions).toEqual(['eclipse']);
    expect(rule('annaprashan').exclusions).toEqual(expect.arrayContaining(['guru-asta', 'shukra-asta', 'kharmas', 'adhika-masa', 'eclipse']));
  });

  it('the general day score: every nakshatra but the fierce and the sharp ones', () => {
    expect(sorted(rule('shubh').nakshatras)).toEqual(
      NAKSHATRAS.map((_, i) => i + 1).filter((n) => ![...NAKSHATRA_CLASSES.ugra, ...NAKSHATRA_CLASSES.tikshna].includes(n as 2)),
    );
  });

  it('every kind leaves out Rikta tithis, Amavasya, Vishti (Bhadra), Vyatipata and Vaidhriti; every alternative names fields of the rule', () => {
    for (const k of SHUBH_KINDS) {
      const r = rule(k);
      expect(r.tithis.some((t) => RIKTA.includes(t) || t === 30)).toBe(false);
      expect(r.forbiddenKaranas).toContain(7);
      expect(r.forbiddenYogas).toEqual(expect.arrayContaining([17, 27]));
      for (const alt of Object.values(SHUBH_TABLES[k].alternatives)) for (const f of Object.keys(alt)) expect(Object.keys(r)).toContain(f);
      expect(Object.keys(SHUBH_TABLES[k].alternatives)).toContain('nine-yogas');
    }
  });
});
