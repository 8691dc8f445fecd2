/**
 * THE rule table: every vrat and festival the engine knows, as data read by
 * one evaluator per rule kind (evaluate.ts, ekadashi.ts, solar.ts; offsets
 * and weekday rules in events.ts). Adding a festival is adding a row.
 *
 * Months are North Indian (purnimanta) unless a row says amanta: a Krishna
 * paksha tithi of purnimanta month M lies in amanta month M - 1 (Diwali,
 * Kartika Krishna Amavasya = amanta Ashwina Amavasya). Rows apply to ordinary
 * (nija) months only unless `adhika` says otherwise.
 *
 * Where a row's kaal or tie-break was settled by the reference dates
 * (festivals-dev.json), the comment says which; elsewhere the row follows
 * calendar-conventions.md and the usual Dharmasindhu rule.
 *
 * Significance: 'high' for the major festivals of the North Indian year,
 * 'medium' for named Ekadashis, Purnimas, Amavasyas and regional or
 * secondary festivals, 'low' for the monthly vrats and the minor sankrantis.
 *
 * Emoji: the pictogram the site shows beside the event; the helpers give
 * each family its own (Ekadashi a tulsi sprig, Purnima a full moon, ...),
 * and a festival row names the one of its deity or rite.
 */
import type {
  Companion,
  EkadashiRule,
  FestivalType,
  MasaName,
  OffsetRule,
  Paksha,
  Rule,
  SankrantiRule,
  Significance,
  SolarDayRule,
  SolarNakshatraRule,
  TithiRule,
} from './types';

const P = (m: MasaName) => ({ purnimanta: m });

const ekadashi = (slug: string, month: MasaName, paksha: Paksha, significance: Significance = 'medium'): EkadashiRule => ({
  kind: 'ekadashi',
  slug: `${slug}-ekadashi`,
  type: 'ekadashi',
  significance,
  emoji: '🌿',
  month: P(month),
  paksha,
});

/**
 * Purnima and Amavasya, the snan-daan day (the site's rule, calendar-conventions.md
 * "Findings of 2026-11"): the day at whose sunrise the tithi holds, with no
 * minimum duration after sunrise; if it holds at no sunrise, the day it
 * begins. Reference: Guru Purnima 2021 (Purnima until 08:06, 148 min after
 * sunrise) on Jul 24, Buddha Purnima 2022 (until 09:44) on May 16, both
 * sunrise days although Purnima already covered the madhyahna before.
 *
 * Amavasya takes the same rule. The 2-muhurta minimum an earlier version
 * asked for (the tithi lasting 2/15 of the day after sunrise) puts every
 * Amavasya record of festivals-dev.json on the same day as this rule does
 * (tests/engine/festivals/parva.test.ts runs both on them: no record has
 * Amavasya ending within two muhurtas of a sunrise); the site's lists, checked
 * on wider data, fit the rule without minimum as well or better, so the
 * simpler rule, one for both parvas, is kept.
 */
const parva = (
  slug: string,
  type: 'purnima' | 'amavasya',
  month: MasaName | 'every',
  significance: Significance,
  extra: Partial<TithiRule> = {},
): TithiRule => ({
  kind: 'tithi',
  slug,
  type,
  significance,
  emoji: type === 'purnima' ? '🌕' : '🌑',
  month: month === 'every' ? 'every' : P(month),
  tithi: type === 'purnima' ? 15 : 30,
  kaal: 'sunrise',
  both: 'first',
  neither: 'begin',
  moments: ['sunrise'],
  muhurat: null,
  ...extra,
});

/**
 * "<Month> Purnima Vrat", the fast (calendar-conventions.md, "Purnima: two
 * days"): the first day whose madhyahna holds Purnima at any moment; if none
 * does, the snan-daan day (neither: 'udaya' gives that day), and then it is
 * not listed apart. When it differs it falls on the Chaturdashi day
 * (reference: Shravana Purnima 2022, Purnima 10:38 Aug 11 - 07:05 Aug 12,
 * printed on Aug 11, the vrat; the snan-daan day is Aug 12). The slug
 * spells the month as the site does (MASA_KEYS), 'adhika' in an adhika month.
 */
const purnimaVrat = (month: MasaName | 'every'): Companion => ({
  slug: `${month === 'every' ? 'adhika' : month.toLowerCase()}-purnima-vrat`,
  observance: 'vrat',
  kaal: 'madhyahna',
  both: 'first',
  neither: 'udaya',
  emoji: '🌕',
  significance: 'low',
  windows: [],
  // The fast ends with the offering to the risen Moon.
  moments: ['moonrise'],
});

/** The named Purnima of a month (P1) with its vrat (P2) as a companion. */
const purnima = (slug: string, month: MasaName | 'every', significance: Significance, extra: Partial<TithiRule> = {}): TithiRule =>
  parva(slug, 'purnima', month, significance, { companion: purnimaVrat(month), ...extra });

const sankranti = (slug: string, sign: number, punya: SankrantiRule['punya'], significance: Significance = 'low'): SankrantiRule => ({
  kind: 'sankranti',
  slug,
  type: 'sankranti',
  significance,
  emoji: '☀️',
  sign,
  punya,
});

/** A tithi rule with the usual defaults: udaya tithi, first day of a vriddhi, the day it begins if kshaya. */
const tithi = (row: Omit<TithiRule, 'kind' | 'both' | 'neither'> & Partial<Pick<TithiRule, 'both' | 'neither'>>): TithiRule => ({
  kind: 'tithi',
  both: 'first',
  neither: 'begin',
  ...row,
});

/** A day of a regional solar month (engine/calendar/regional: each region's own month-start rule). */
const solarDay = (slug: string, calendar: SolarDayRule['calendar'], month: number, day: number, emoji: string): SolarDayRule => ({
  kind: 'solar-day',
  slug,
  type: 'festival',
  significance: 'medium',
  emoji,
  calendar,
  month,
  day,
});

/** Shravana nakshatra (22): Vijayadashami moves to the next day when it rules that day's aparahna. */
const SHRAVANA = 22;

// --- Helpers of the catalogue rows (issue 26), used by the blocks at the end of the table.

/**
 * A rite of the tithi at sunrise (udaya tithi), the default for a vrata or
 * jayanti whose texts give it no kaal of its own ("yam tithim samanuprapya
 * udayam yati bhaskarah, sa tithih sakala jneya", as the Nirnayasindhu
 * quotes it): the first of two sunrise days, the day the tithi begins when
 * it holds at none.
 */
const udaya = (
  slug: string,
  type: FestivalType,
  significance: Significance,
  emoji: string,
  month: MasaName,
  n: number,
  extra: Partial<TithiRule> = {},
): TithiRule => tithi({ slug, type, significance, emoji, month: P(month), tithi: n, kaal: 'sunrise', muhurat: null, ...extra });

/**
 * A rite whose tithi must prevail in a window kaal (madhyahna, pradosh,
 * nishita ...): on both days the longer span, as the engine's other window
 * rows (Pradosh vrat, Vinayaka Chaturthi); on neither, the udaya day. The
 * muhurat is the kaal while the tithi holds.
 */
const inKaal = (
  slug: string,
  type: FestivalType,
  significance: Significance,
  emoji: string,
  month: MasaName,
  n: number,
  kaal: TithiRule['kaal'],
  extra: Partial<TithiRule> = {},
): TithiRule => tithi({ slug, type, significance, emoji, month: P(month), tithi: n, kaal, both: 'more', neither: 'udaya', ...extra });

/** An event kept on the day of another, or a fixed number of days from it (Annakut with Govardhan Puja). */
const withEvent = (slug: string, type: FestivalType, significance: Significance, emoji: string, of: string, days = 0, extra: Partial<OffsetRule> = {}): OffsetRule => ({
  kind: 'offset',
  slug,
  type,
  significance,
  emoji,
  of,
  days,
  ...extra,
});

/** The Sankashti of one month under its own name: Krishna Chaturthi at moonrise, as the monthly sankashti-chaturthi row. */
const sankashtiOf = (slug: string, month: MasaName, significance: Significance, emoji: string): TithiRule =>
  tithi({ slug, type: 'vrat', significance, emoji, month: P(month), tithi: 19, kaal: 'moonrise', neither: 'udaya', muhurat: null, moments: ['moonrise'] });

/** The evening of the new crescent (Chandra Darshan, rules below): Shukla Dwitiya at sunset, else the day it holds at sunrise. */
const crescentEvening = (row: Pick<TithiRule, 'slug' | 'type' | 'significance' | 'month'> & Partial<TithiRule>): TithiRule =>
  tithi({ emoji: '🌒', tithi: 2, kaal: 'sunset', neither: 'udaya', muhurat: null, moments: ['sunset'], ...row });

/** Rohini, the 4th nakshatra. */
const ROHINI = 4;

export const RULES: readonly Rule[] = [
  // --- Ekadashi: 24 named by purnimanta month and paksha, + 2 of the adhika month.
  ekadashi('kamada', 'Chaitra', 'Shukla'),
  ekadashi('papmochani', 'Chaitra', 'Krishna'),
  ekadashi('mohini', 'Vaishakha', 'Shukla'),
  ekadashi('varuthini', 'Vaishakha', 'Krishna'),
  ekadashi('nirjala', 'Jyeshtha', 'Shukla', 'high'),
  ekadashi('apara', 'Jyeshtha', 'Krishna'),
  ekadashi('devshayani', 'Ashadha', 'Shukla', 'high'),
  ekadashi('yogini', 'Ashadha', 'Krishna'),
  ekadashi('shravana-putrada', 'Shravana', 'Shukla'),
  ekadashi('kamika', 'Shravana', 'Krishna'),
  ekadashi('parsva', 'Bhadrapada', 'Shukla'),
  ekadashi('aja', 'Bhadrapada', 'Krishna'),
  ekadashi('papankusha', 'Ashwina', 'Shukla'),
  ekadashi('indira', 'Ashwina', 'Krishna'),
  ekadashi('dev-uthani', 'Kartika', 'Shukla', 'high'),
  ekadashi('rama', 'Kartika', 'Krishna'),
  ekadashi('mokshada', 'Margashirsha', 'Shukla'),
  ekadashi('utpanna', 'Margashirsha', 'Krishna'),
  ekadashi('pausha-putrada', 'Pausha', 'Shukla'),
  ekadashi('saphala', 'Pausha', 'Krishna'),
  ekadashi('jaya', 'Magha', 'Shukla'),
  ekadashi('shattila', 'Magha', 'Krishna'),
  ekadashi('amalaki', 'Phalguna', 'Shukla'),
  ekadashi('vijaya', 'Phalguna', 'Krishna'),
  { kind: 'ekadashi', slug: 'padmini-ekadashi', type: 'ekadashi', significance: 'medium', emoji: '🌿', month: 'every', paksha: 'Shukla', adhika: 'adhika' },
  { kind: 'ekadashi', slug: 'parama-ekadashi', type: 'ekadashi', significance: 'medium', emoji: '🌿', month: 'every', paksha: 'Krishna', adhika: 'adhika' },

  // --- Purnima, named by month (the snan-daan day), each with its vrat.
  purnima('chaitra-purnima', 'Chaitra', 'medium'),
  purnima('buddha-purnima', 'Vaishakha', 'high', { emoji: '☸️' }),
  purnima('jyeshtha-purnima', 'Jyeshtha', 'medium'),
  purnima('guru-purnima', 'Ashadha', 'high', { emoji: '📿' }),
  purnima('shravana-purnima', 'Shravana', 'medium'),
  purnima('bhadrapada-purnima', 'Bhadrapada', 'medium'),
  purnima('ashwina-purnima', 'Ashwina', 'medium'),
  // Sharad (Kojagara) Purnima keeps its own kaal: Purnima at nishita, when
  // Lakshmi is worshipped at night (2021: Purnima 19:03 Oct 19 - 20:26 Oct 20,
  // observed Oct 19); a festival of the night, beside Ashwina Purnima.
  parva('sharad-purnima', 'purnima', 'Ashwina', 'high', {
    type: 'festival',
    kaal: 'nishita',
    both: 'more',
    neither: 'udaya',
    muhurat: 'kaal',
    moments: ['moonrise'],
  }),
  purnima('kartika-purnima', 'Kartika', 'high'),
  purnima('margashirsha-purnima', 'Margashirsha', 'medium'),
  purnima('pausha-purnima', 'Pausha', 'medium'),
  purnima('magha-purnima', 'Magha', 'medium'),
  purnima('phalguna-purnima', 'Phalguna', 'medium'),
  purnima('adhika-purnima', 'every', 'low', { adhika: 'adhika' }),

  // --- Amavasya, named by purnimanta month (the Krishna paksha's month).
  parva('chaitra-amavasya', 'amavasya', 'Chaitra', 'medium'),
  parva('vaishakha-amavasya', 'amavasya', 'Vaishakha', 'medium'),
  parva('jyeshtha-amavasya', 'amavasya', 'Jyeshtha', 'medium'),
  parva('ashadha-amavasya', 'amavasya', 'Ashadha', 'medium'),
  parva('shravana-amavasya', 'amavasya', 'Shravana', 'medium'),
  parva('bhadrapada-amavasya', 'amavasya', 'Bhadrapada', 'medium'),
  // Sarva Pitru Amavasya: a shraddha, done in aparahna.
  parva('sarva-pitru-amavasya', 'amavasya', 'Ashwina', 'high', {
    emoji: '🕯️',
    kaal: 'aparahna',
    both: 'more',
    neither: 'udaya',
    muhurat: 'kaal',
    moments: [],
  }),
  parva('kartika-amavasya', 'amavasya', 'Kartika', 'medium'),
  parva('margashirsha-amavasya', 'amavasya', 'Margashirsha', 'medium'),
  parva('pausha-amavasya', 'amavasya', 'Pausha', 'medium'),
  parva('mauni-amavasya', 'amavasya', 'Magha', 'high'),
  parva('phalguna-amavasya', 'amavasya', 'Phalguna', 'medium'),
  parva('adhika-amavasya', 'amavasya', 'every', 'low', { adhika: 'adhika' }),
  { kind: 'weekday', slug: 'somvati-amavasya', type: 'amavasya', significance: 'medium', emoji: '🌑', ofType: 'amavasya', weekday: 1 },

  // --- Pradosh: Trayodashi in pradosh kaal, named by weekday (Soma on Monday, ...).
  // Both days: the longer span (Soma Pradosh 2022-02-14: Trayodashi from 18:42 the day before, to 20:28).
  ...(['Shukla', 'Krishna'] as const).map((paksha) =>
    tithi({
      slug: 'pradosh',
      type: 'pradosh',
      significance: 'low',
      emoji: '🔱',
      month: 'every',
      adhika: 'any',
      tithi: paksha === 'Shukla' ? 13 : 28,
      kaal: 'pradosh',
      both: 'more',
      neither: 'udaya',
      slugByWeekday: ['ravi', 'soma', 'bhauma', 'budha', 'guru', 'shukra', 'shani'].map((w) => `${w}-pradosh`),
      windows: ['pradosh'],
    }),
  ),

  // --- Monthly vrats.
  tithi({
    slug: 'sankashti-chaturthi',
    type: 'vrat',
    significance: 'low',
    emoji: '🐘',
    month: 'every',
    adhika: 'any',
    tithi: 19,
    kaal: 'moonrise',
    neither: 'udaya',
    muhurat: null,
    moments: ['moonrise'],
  }),
  tithi({
    slug: 'vinayaka-chaturthi',
    type: 'vrat',
    significance: 'low',
    emoji: '🐘',
    month: 'every',
    adhika: 'any',
    tithi: 4,
    kaal: 'madhyahna',
    both: 'more',
    neither: 'udaya',
    skip: ['Bhadrapada'],
    // The Moon is not to be seen on Vinayaka Chaturthi: its rise is reported.
    moments: ['moonrise'],
  }),
  tithi({
    slug: 'masik-shivaratri',
    type: 'vrat',
    significance: 'low',
    emoji: '🔱',
    month: 'every',
    adhika: 'any',
    tithi: 29,
    kaal: 'nishita',
    both: 'more',
    neither: 'udaya',
    skip: ['Phalguna'],
    windows: ['nishita'],
  }),
  tithi({
    slug: 'masik-durgashtami',
    type: 'vrat',
    significance: 'low',
    emoji: '🌺',
    month: 'every',
    adhika: 'any',
    tithi: 8,
    kaal: 'sunrise',
    muhurat: null,
    skip: ['Ashwina'],
  }),
  // Kalashtami: Krishna Ashtami prevailing in the night, from its start (pradosh).
  tithi({
    slug: 'kalashtami',
    type: 'vrat',
    significance: 'low',
    emoji: '🙏',
    month: 'every',
    adhika: 'any',
    tithi: 23,
    kaal: 'pradosh',
    both: 'more',
    neither: 'udaya',
  }),

  // --- Sankrantis (sign entered: 0 = Mesha).
  sankranti('mesh-sankranti', 0, 'vishuva', 'medium'),
  sankranti('vrishabh-sankranti', 1, 'vishnupadi'),
  sankranti('mithun-sankranti', 2, 'shadashiti'),
  sankranti('kark-sankranti', 3, 'dakshinayana'),
  sankranti('simha-sankranti', 4, 'vishnupadi'),
  sankranti('kanya-sankranti', 5, 'shadashiti'),
  sankranti('tula-sankranti', 6, 'vishuva'),
  sankranti('vrishchik-sankranti', 7, 'vishnupadi'),
  sankranti('dhanu-sankranti', 8, 'shadashiti'),
  sankranti('makar-sankranti', 9, 'uttarayana', 'high'),
  sankranti('kumbh-sankranti', 10, 'vishnupadi'),
  sankranti('meen-sankranti', 11, 'shadashiti'),

  // --- Major festivals, in the order of the year.
  { kind: 'offset', slug: 'lohri', type: 'festival', significance: 'high', emoji: '🔥', of: 'makar-sankranti', days: -1 },
  // Thai Pongal: Thai 1 of the Tamil calendar (the sunset rule: the day of Makara
  // Sankranti when the Sun enters Makara before sunset, else the next day).
  { ...solarDay('pongal', 'tamil', 10, 1, '🍚'), significance: 'high' },
  // Saraswati Puja in the forenoon; both days: the first (2020: Panchami from 10:45 Jan 29, observed Jan 29).
  tithi({
    slug: 'vasant-panchami',
    type: 'festival',
    significance: 'high',
    emoji: '🪷',
    month: P('Magha'),
    tithi: 5,
    kaal: 'purvahna',
    neither: 'udaya',
    moments: ['madhyahna-moment'],
  }),
  tithi({
    slug: 'ratha-saptami',
    type: 'festival',
    significance: 'medium',
    emoji: '🙏',
    month: P('Magha'),
    tithi: 7,
    kaal: 'arunodaya',
    neither: 'udaya',
    windows: ['arunodaya'],
    moments: ['sunrise'],
  }),
  tithi({
    slug: 'maha-shivaratri',
    type: 'festival',
    significance: 'high',
    emoji: '🔱',
    month: P('Phalguna'),
    tithi: 29,
    kaal: 'nishita',
    both: 'more',
    neither: 'udaya',
    windows: ['nishita', 'night-prahars'],
    moments: ['parana-start'],
  }),
  // Holika Dahan (the site's Holika Dahan pages; Nirnayasindhu, Dharmasindhu):
  // Purnima in pradosh free of Bhadra; when Bhadra covers pradosh and ends
  // before midnight, after Bhadra ends (kaal 'ratri': 2025, 23:26-00:30);
  // when it ends after midnight, the next day's pradosh if Purnima lasts 3.5
  // praharas into that day and Pratipada grows (2023), else Bhadra's puchha on
  // the first evening (2022: 21:06-22:16; 2026: after midnight), or pradosh
  // outside Bhadra's mukha when no puchha falls in the night
  // (evaluate.ts whenBhadraBlocks). Both evenings free of Bhadra: the
  // Dharmasindhu ghati test, as for the other evening rites.
  tithi({
    slug: 'holika-dahan',
    type: 'festival',
    significance: 'high',
    emoji: '🔥',
    month: P('Phalguna'),
    tithi: 15,
    kaal: ['pradosh', 'ratri'],
    exclude: 'bhadra',
    bhadraBlocked: { nextDayIfLastsPraharas: 3.5, nextTithiGrows: true },
    both: 'second-if-ghati',
    neither: 'udaya',
    muhurat: 'holika-dahan',
    windows: ['pradosh', 'bhadra', 'bhadra-puchha', 'bhadra-mukha'],
  }),
  { kind: 'offset', slug: 'holi', type: 'festival', significance: 'high', emoji: '🎨', of: 'holika-dahan', days: 1 },
  tithi({
    slug: 'chaitra-navratri',
    type: 'festival',
    significance: 'high',
    emoji: '🌺',
    month: P('Chaitra'),
    tithi: 1,
    kaal: 'sunrise',
    muhurat: 'ghatasthapana',
    windows: ['abhijit'],
    until: 'ram-navami',
  }),
  tithi({ slug: 'gudi-padwa', type: 'festival', significance: 'high', emoji: '🙏', month: P('Chaitra'), tithi: 1, kaal: 'sunrise', muhurat: null }),
  tithi({
    slug: 'ram-navami',
    type: 'festival',
    significance: 'high',
    emoji: '🏹',
    month: P('Chaitra'),
    tithi: 9,
    kaal: 'madhyahna',
    both: 'more',
    neither: 'udaya',
    moments: ['madhyahna-moment'],
  }),
  parva('hanuman-jayanti', 'purnima', 'Chaitra', 'high', { type: 'festival', emoji: '🚩' }),
  tithi({
    slug: 'akshaya-tritiya',
    type: 'festival',
    significance: 'high',
    emoji: '🙏',
    month: P('Vaishakha'),
    tithi: 3,
    kaal: 'purvahna',
    both: 'more',
    neither: 'udaya',
  }),
  // Vat Savitri: the worship at the banyan is done by midday, so Amavasya must
  // prevail in madhyahna; it can fall a day before the Amavasya of sunrise
  // (2025: Amavasya 12:11 May 26 - 08:31 May 27, kept on May 26).
  parva('vat-savitri', 'amavasya', 'Jyeshtha', 'high', {
    type: 'vrat',
    emoji: '🌳',
    kaal: 'madhyahna',
    both: 'more',
    neither: 'udaya',
    muhurat: 'kaal',
  }),
  tithi({
    slug: 'ganga-dussehra',
    type: 'festival',
    significance: 'medium',
    emoji: '🌊',
    month: P('Jyeshtha'),
    tithi: 10,
    kaal: 'purvahna',
    both: 'more',
    neither: 'udaya',
  }),
  tithi({ slug: 'jagannath-rath-yatra', type: 'festival', significance: 'high', emoji: '🛕', month: P('Ashadha'), tithi: 2, kaal: 'sunrise', muhurat: null }),
  tithi({ slug: 'hariyali-teej', type: 'festival', significance: 'medium', emoji: '🌸', month: P('Shravana'), tithi: 3, kaal: 'sunrise', muhurat: 'pratah' }),
  tithi({
    slug: 'nag-panchami',
    type: 'festival',
    significance: 'medium',
    emoji: '🐍',
    month: P('Shravana'),
    tithi: 5,
    kaal: 'pratah',
    both: 'more',
    neither: 'udaya',
  }),
  // Raksha Bandhan: Purnima in aparahna without Bhadra, else in pradosh after
  // Bhadra (2022: Bhadra till 20:51, pradosh muhurat 20:51-21:13 on Aug 11),
  // else after Bhadra before midnight.
  tithi({
    slug: 'raksha-bandhan',
    type: 'festival',
    significance: 'high',
    emoji: '🧵',
    month: P('Shravana'),
    tithi: 15,
    kaal: ['aparahna', 'pradosh', 'ratri'],
    exclude: 'bhadra',
    both: 'more',
    neither: 'udaya',
    muhurat: 'thread-ceremony',
    windows: ['aparahna', 'pradosh'],
    moments: ['bhadra-end'],
  }),
  // Smarta: Ashtami at nishita. The Vaishnava / ISKCON day (Ashtami at sunrise,
  // the site's own entry where it differs: 2018, Smarta Sep 2, Vaishnava Sep 3)
  // keeps the night's Nishita puja and the parana after the next sunrise.
  tithi({
    slug: 'janmashtami',
    type: 'festival',
    significance: 'high',
    emoji: '🦚',
    month: P('Bhadrapada'),
    tithi: 23,
    kaal: 'nishita',
    both: 'second',
    neither: 'udaya',
    windows: ['nishita'],
    moments: ['parana-start'],
    companion: { slug: 'vaishnava-janmashtami', tradition: 'vaishnava', kaal: 'sunrise', both: 'first', neither: 'begin' },
  }),
  tithi({ slug: 'hartalika-teej', type: 'festival', significance: 'medium', emoji: '🌸', month: P('Bhadrapada'), tithi: 3, kaal: 'sunrise', muhurat: 'pratah' }),
  // Ganesh Chaturthi: Chaturthi in madhyahna; on both days the longer span
  // (2023: 49 min of Sep 18's madhyahna, 147 of Sep 19's; kept on Sep 19).
  tithi({
    slug: 'ganesh-chaturthi',
    type: 'festival',
    significance: 'high',
    emoji: '🐘',
    month: P('Bhadrapada'),
    tithi: 4,
    kaal: 'madhyahna',
    both: 'more',
    neither: 'udaya',
    until: 'anant-chaturdashi',
    moments: ['moonrise'],
  }),
  tithi({ slug: 'anant-chaturdashi', type: 'festival', significance: 'medium', emoji: '🙏', month: P('Bhadrapada'), tithi: 14, kaal: 'sunrise', muhurat: null }),
  // Pitru Paksha opens with the Purnima shraddha (aparahna) and closes on Sarva Pitru Amavasya.
  tithi({
    slug: 'pitru-paksha',
    type: 'festival',
    significance: 'medium',
    emoji: '🕯️',
    month: P('Bhadrapada'),
    tithi: 15,
    kaal: 'aparahna',
    both: 'more',
    neither: 'udaya',
    until: 'sarva-pitru-amavasya',
  }),
  tithi({
    slug: 'sharad-navratri',
    type: 'festival',
    significance: 'high',
    emoji: '🌺',
    month: P('Ashwina'),
    tithi: 1,
    kaal: 'sunrise',
    muhurat: 'ghatasthapana',
    windows: ['abhijit'],
    until: 'maha-navami',
  }),
  tithi({
    slug: 'durga-ashtami',
    type: 'festival',
    significance: 'high',
    emoji: '🌺',
    month: P('Ashwina'),
    tithi: 8,
    kaal: 'sunrise',
    muhurat: null,
    windows: ['sandhi-puja'],
  }),
  tithi({ slug: 'maha-navami', type: 'festival', significance: 'high', emoji: '🌺', month: P('Ashwina'), tithi: 9, kaal: 'madhyahna', both: 'more', neither: 'udaya' }),
  // Vijayadashami: Dashami in aparahna; on both days the second (2018 Oct 19,
  // 2019 Oct 8); the next day also when Dashami lasts three muhurtas into it
  // and Shravana rules its aparahna (2022 Oct 5).
  tithi({
    slug: 'dussehra',
    type: 'festival',
    significance: 'high',
    emoji: '🏹',
    month: P('Ashwina'),
    tithi: 10,
    kaal: 'aparahna',
    both: 'second',
    neither: 'udaya',
    preferNext: { nakshatra: SHRAVANA, kaal: 'aparahna', muhurtas: 3 },
    muhurat: 'vijaya',
    windows: ['aparahna'],
  }),
  // Karva Chauth: Chaturthi at moonrise; puja at sayahna sandhya (2021 17:43-18:59).
  tithi({
    slug: 'karva-chauth',
    type: 'festival',
    significance: 'high',
    emoji: '🌙',
    month: P('Kartika'),
    tithi: 19,
    kaal: 'moonrise',
    neither: 'udaya',
    muhurat: 'sayahna-sandhya',
    windows: ['upavasa'],
    moments: ['moonrise'],
  }),
  tithi({
    slug: 'ahoi-ashtami',
    type: 'festival',
    significance: 'medium',
    emoji: '🙏',
    month: P('Kartika'),
    tithi: 23,
    kaal: 'pradosh',
    both: 'more',
    neither: 'udaya',
    muhurat: 'sayahna-sandhya',
    moments: ['moonrise'],
  }),
  // Dhanteras: Trayodashi in pradosh (the Yama Deepa "at the mouth of the
  // night", Nirnayasindhu); on both days Dharmasindhu's ghati test, as for
  // Lakshmi Puja two evenings later (types.ts BothDays): the second when
  // Trayodashi lasts one ghati into its pradosh (reference 2015: Trayodashi
  // 16:31 Nov 8 - 19:06 Nov 9, 96 min into Nov 9's pradosh: Nov 9, the muhurat
  // ending 19:06), else the first (2022: 18:02 Oct 22 - 18:02 Oct 23, 19 min
  // into Oct 23's pradosh: Oct 22, where 'second' gave Oct 23).
  tithi({
    slug: 'dhanteras',
    type: 'festival',
    significance: 'high',
    emoji: '🪙',
    month: P('Kartika'),
    tithi: 28,
    kaal: 'pradosh',
    both: 'second-if-ghati',
    neither: 'udaya',
    muhurat: 'sthir-lagna-puja',
    windows: ['pradosh', 'vrishabha-kaal'],
  }),
  tithi({
    slug: 'narak-chaturdashi',
    type: 'festival',
    significance: 'high',
    emoji: '🪔',
    month: P('Kartika'),
    tithi: 29,
    kaal: 'arunodaya',
    neither: 'udaya',
    muhurat: 'abhyang-snan',
  }),
  // Lakshmi Puja: Amavasya in pradosh; on both days Dharmasindhu's test, as
  // the site states it (types.ts BothDays): the second day when Amavasya lasts
  // one ghati (24 min) into its pradosh, else the first. Reference 2013:
  // Amavasya from 20:13 Nov 2, after that pradosh, and 45 min of Nov 3's: Nov 3.
  // 2024: all of Oct 31's pradosh, 40 min of Nov 1's: Nov 1, 17:35-18:16 (the
  // day with more, Oct 31, was the old rule's). 2025: 9 min into Oct 21's:
  // Oct 20. Puja in Vrishabha lagna within pradosh.
  tithi({
    slug: 'diwali',
    type: 'festival',
    significance: 'high',
    emoji: '🪔',
    month: P('Kartika'),
    tithi: 30,
    kaal: 'pradosh',
    both: 'second-if-ghati',
    neither: 'udaya',
    muhurat: 'sthir-lagna-puja',
    windows: ['pradosh', 'vrishabha-kaal'],
  }),
  tithi({ slug: 'govardhan-puja', type: 'festival', significance: 'high', emoji: '🐄', month: P('Kartika'), tithi: 1, kaal: 'sunrise', muhurat: 'pratah' }),
  tithi({
    slug: 'bhai-dooj',
    type: 'festival',
    significance: 'high',
    emoji: '🧵',
    month: P('Kartika'),
    tithi: 2,
    kaal: 'aparahna',
    both: 'more',
    neither: 'udaya',
  }),
  // Chhath: the day of Shashthi at sunrise (2023: Shashthi 09:18 Nov 18 - 07:23
  // Nov 19, kept on Nov 19); the evening offering at its sunset, the morning one next day.
  tithi({
    slug: 'chhath-puja',
    type: 'festival',
    significance: 'high',
    emoji: '🌅',
    month: P('Kartika'),
    tithi: 6,
    kaal: 'sunrise',
    muhurat: null,
    moments: ['sunset', 'next-sunrise'],
  }),
  // Dev Deepawali (Varanasi): Kartika Purnima in pradosh (2020: 17:08-19:47 at Varanasi).
  tithi({
    slug: 'dev-deepawali',
    type: 'festival',
    significance: 'high',
    emoji: '🪔',
    month: P('Kartika'),
    tithi: 15,
    kaal: 'pradosh',
    both: 'more',
    neither: 'udaya',
  }),
  tithi({ slug: 'vivah-panchami', type: 'festival', significance: 'medium', emoji: '💐', month: P('Margashirsha'), tithi: 5, kaal: 'sunrise', muhurat: null }),
  // Gita Jayanti is kept on Mokshada Ekadashi.
  { kind: 'offset', slug: 'gita-jayanti', type: 'festival', significance: 'medium', emoji: '📖', of: 'mokshada-ekadashi', days: 0 },
  // ===========================================================================
  // Catalogue rows (issue 26), by family. Each row's comment gives its source
  // and its rule; udaya() and inKaal() state the defaults they share. A
  // "published" date is as remembered from the trusted site's lists and the
  // holiday lists of its year (not in tests/fixtures/reference).

  // --- The Diwali week beside Dhanteras, Narak Chaturdashi, Lakshmi Puja, Govardhan Puja and Bhai Dooj.
  // Govatsa Dwadashi (Vasu Baras): the cow and calf are worshipped at dusk, so
  // Kartika Krishna Dwadashi must prevail in pradosh (the trusted site prints a
  // "Pradoshkal" muhurat).
  inKaal('govatsa-dwadashi', 'festival', 'medium', '🐄', 'Kartika', 27, 'pradosh', { muhurat: 'kaal' }),
  // Dhanvantari, the physician of the gods, rose from the churned ocean on
  // Kartika Krishna Trayodashi: his Jayanti is kept on Dhanteras.
  withEvent('dhanvantari-jayanti', 'festival', 'medium', '🌿', 'dhanteras'),
  // Yama Deepam: the lamp for Yama lit outside the house in the pradosh of
  // Trayodashi (Nirnayasindhu, Kartika Krishna Trayodashi), the evening of Dhanteras.
  withEvent('yama-deepam', 'festival', 'medium', '🪔', 'dhanteras', 0, { windows: ['pradosh'] }),
  // Kali Chaudas (Gujarat): Kali and Hanuman are worshipped at midnight, so
  // Chaturdashi must prevail at nishita (the trusted site's stated rule); it
  // can fall the day before Narak Chaturdashi, whose bath wants Chaturdashi before dawn.
  inKaal('kali-chaudas', 'festival', 'medium', '🌑', 'Kartika', 29, 'nishita', { muhurat: 'kaal' }),
  // Tamil Deepavali: Naraka Chaturdashi by the Tamil rule, the oil bath
  // (Ganga snanam) while Chaturdashi holds before sunrise, at Arunodaya; the
  // rule of the narak-chaturdashi row, named as the Tamil calendar names the day.
  tithi({
    slug: 'tamil-deepavali',
    type: 'festival',
    significance: 'medium',
    emoji: '🪔',
    month: P('Kartika'),
    tithi: 29,
    kaal: 'arunodaya',
    neither: 'udaya',
    muhurat: 'abhyang-snan',
  }),
  // Chopda Puja (Gujarat): the account books worshipped in the Lakshmi Puja of Diwali.
  withEvent('chopda-puja', 'festival', 'medium', '📒', 'diwali'),
  // Kali Puja (Shyama Puja), the Bengali rule: Amavasya at midnight (nishita),
  // Kali's hour, where Lakshmi Puja wants it in pradosh.
  inKaal('kali-puja', 'festival', 'high', '🌺', 'Kartika', 30, 'nishita', { muhurat: 'kaal' }),
  // Annakut and Bali Pratipada: the mountain of food offered at Govardhan
  // Puja, and King Bali's worship, on Kartika Shukla Pratipada with it.
  withEvent('annakut', 'festival', 'medium', '🍚', 'govardhan-puja'),
  withEvent('bali-pratipada', 'festival', 'medium', '👑', 'govardhan-puja'),
  // The Gujarati Vikram Samvat begins at Kartika Shukla Pratipada (calendar-conventions.md):
  // the day of Pratipada at sunrise, as Gudi Padwa for the Chaitra year.
  udaya('gujarati-new-year', 'festival', 'medium', '🎉', 'Kartika', 1),
  // Yama Dwitiya's regional names and Chitragupta's worship, all on Bhai Dooj's day (Dwitiya in aparahna).
  withEvent('bhau-beej', 'festival', 'medium', '🧵', 'bhai-dooj'),
  withEvent('bhai-phonta', 'festival', 'medium', '🧵', 'bhai-dooj'),
  withEvent('chitragupta-puja', 'festival', 'medium', '🖋️', 'bhai-dooj'),

  // --- Chhath's four days around the Shashthi of the evening offering (chhath-puja).
  withEvent('nahay-khay', 'festival', 'medium', '🌊', 'chhath-puja', -2),
  withEvent('kharna', 'festival', 'medium', '🍚', 'chhath-puja', -1, { moments: ['sunset'] }),
  withEvent('sandhya-arghya', 'festival', 'medium', '🌇', 'chhath-puja', 0, { moments: ['sunset'] }),
  withEvent('usha-arghya', 'festival', 'medium', '🌅', 'chhath-puja', 1, { moments: ['sunrise'] }),
  // Chaiti Chhath: the same rite in Chaitra, on the day of Shukla Shashthi at sunrise (as chhath-puja).
  udaya('chaiti-chhath', 'festival', 'medium', '🌅', 'Chaitra', 6, { moments: ['sunset', 'next-sunrise'] }),

  // --- Kartika Shukla, after Bhai Dooj.
  udaya('gopashtami', 'festival', 'medium', '🐄', 'Kartika', 8),
  // Akshaya (Amla) Navami: the amla tree worshipped in the forenoon (the trusted site prints a Purvahna muhurat).
  inKaal('amla-navami', 'festival', 'medium', '🌳', 'Kartika', 9, 'purvahna', { muhurat: 'kaal' }),
  udaya('jagaddhatri-puja', 'festival', 'medium', '🦁', 'Kartika', 9),
  // Tulsi Vivah on Dwadashi, the day after Dev Uthani Ekadashi, by the udaya
  // tithi (2024: Dwadashi 16:04 Nov 12 - 13:00 Nov 13, published Nov 13, not
  // the evening of Nov 12).
  udaya('tulsi-vivah', 'festival', 'medium', '🌿', 'Kartika', 12),
  // Bhishma Panchak: the five days from Dev Uthani Ekadashi to Kartika Purnima.
  withEvent('bhishma-panchak', 'vrat', 'low', '🏹', 'dev-uthani-ekadashi', 0, { until: 'kartika-purnima' }),
  // Vaikuntha Chaturdashi: Vishnu is worshipped at midnight (Nishita) before
  // Shiva at dawn, so Chaturdashi must prevail at nishita.
  inKaal('vaikuntha-chaturdashi', 'festival', 'medium', '🪷', 'Kartika', 14, 'nishita', { muhurat: 'kaal' }),

  // --- Monthly observances.
  // Skanda Sashti (the trusted site's stated rule): the day in whose daytime
  // Panchami ends or Shashthi begins, Panchami-joined Shashthi being
  // preferred; else the day of Shashthi at sunrise.
  tithi({
    slug: 'skanda-sashti',
    type: 'vrat',
    significance: 'low',
    emoji: '🦚',
    month: 'every',
    adhika: 'any',
    tithi: 6,
    kaal: 'day',
    neither: 'udaya',
    muhurat: null,
  }),
  // Rohini vrat (Jain): the Moon in Rohini at sunrise (nakshatra.ts).
  { kind: 'nakshatra', slug: 'rohini-vrat', type: 'vrat', significance: 'low', emoji: '⭐', nakshatra: ROHINI, month: 'every', adhika: 'any' },
  // Masik Krishna Janmashtami: every Krishna Ashtami by the Janmashtami rule
  // (Ashtami at nishita, the second of two days), but in Bhadrapada, which has Janmashtami.
  tithi({
    slug: 'masik-krishna-janmashtami',
    type: 'vrat',
    significance: 'low',
    emoji: '🦚',
    month: 'every',
    adhika: 'any',
    tithi: 23,
    kaal: 'nishita',
    both: 'second',
    neither: 'udaya',
    skip: ['Bhadrapada'],
    windows: ['nishita'],
  }),
  // Chandra Darshan: the first evening the new crescent can be seen, taken as
  // the evening whose sunset falls in Shukla Dwitiya (the Moon is then a day
  // or more past new); when Dwitiya holds at no sunset, the day it holds at
  // sunrise. A stand-in for a visibility rule: not checked against the trusted
  // site's list, which may take a younger Moon (Cheti Chand 2025 agrees).
  crescentEvening({ slug: 'chandra-darshan', type: 'vrat', significance: 'low', month: 'every', adhika: 'any' }),
  // Angarki Chaturthi: a Sankashti Chaturthi falling on a Tuesday (Mangalvar, Angaraka's day).
  { kind: 'weekday', slug: 'angarki-chaturthi', type: 'vrat', significance: 'medium', emoji: '🐘', of: 'sankashti-chaturthi', weekday: 2 },
  // Shani Amavasya: an Amavasya falling on a Saturday (as Somvati Amavasya on a Monday).
  { kind: 'weekday', slug: 'shani-amavasya', type: 'amavasya', significance: 'medium', emoji: '🪐', ofType: 'amavasya', weekday: 6 },
  // Sawan Somvar and Mangala Gauri vrat: every Monday and every Tuesday of
  // purnimanta Shravana (North India), an adhika Shravana included (2023 had eight Sawan Mondays).
  { kind: 'month-weekday', slug: 'sawan-somvar', type: 'vrat', significance: 'medium', emoji: '🔱', month: P('Shravana'), adhika: 'any', weekday: 1 },
  { kind: 'month-weekday', slug: 'mangala-gauri-vrat', type: 'vrat', significance: 'low', emoji: '🌺', month: P('Shravana'), adhika: 'any', weekday: 2 },

  // --- Jayantis (births and appearances) by tithi, in the order of the year.
  udaya('matsya-jayanti', 'festival', 'low', '🐟', 'Chaitra', 3),
  udaya('mahavir-jayanti', 'festival', 'high', '🙏', 'Chaitra', 13),
  // Vallabhacharya was born on Vaishakha Krishna Ekadashi: his Jayanti is kept on Varuthini Ekadashi.
  withEvent('vallabhacharya-jayanti', 'festival', 'low', '📖', 'varuthini-ekadashi'),
  // Parashurama was born in pradosh (the trusted site: Tritiya prevailing in
  // Pradosh Kaal), so his Jayanti can fall the day before Akshaya Tritiya.
  inKaal('parashurama-jayanti', 'festival', 'medium', '🪓', 'Vaishakha', 3, 'pradosh', { muhurat: 'kaal' }),
  udaya('shankaracharya-jayanti', 'festival', 'medium', '🕉️', 'Vaishakha', 5),
  udaya('surdas-jayanti', 'festival', 'low', '🎶', 'Vaishakha', 5),
  // Ganga Saptami and Sita Navami: worship at midday (Madhyahna), when Ganga
  // was received by Shiva and Sita was found in the furrow; the tithi must prevail in madhyahna.
  inKaal('ganga-saptami', 'festival', 'medium', '🌊', 'Vaishakha', 7, 'madhyahna', { muhurat: 'kaal' }),
  inKaal('sita-navami', 'festival', 'medium', '🌸', 'Vaishakha', 9, 'madhyahna', { muhurat: 'kaal' }),
  // Narasimha appeared at dusk, on the threshold (Bhagavata Purana): Chaturdashi
  // must prevail in sayahna, the last fifth of the day (the trusted site's
  // "Sayankal" puja; 2025: 92 min of May 10's, 162 of May 11's: published May 11).
  inKaal('narasimha-jayanti', 'festival', 'medium', '🦁', 'Vaishakha', 14, 'sayahna', { muhurat: 'kaal' }),
  udaya('kurma-jayanti', 'festival', 'low', '🐢', 'Vaishakha', 15),
  // Narada Jayanti: Krishna Pratipada after Buddha Purnima (purnimanta Jyeshtha).
  udaya('narada-jayanti', 'festival', 'low', '🪕', 'Jyeshtha', 16),
  // Hanuman Jayanti in Andhra and Telangana: Vaishakha Bahula Dashami
  // (amanta), i.e. purnimanta Jyeshtha Krishna Dashami.
  udaya('telugu-hanuman-jayanti', 'festival', 'medium', '🚩', 'Jyeshtha', 25),
  // Shani Jayanti: Jyeshtha Amavasya by its udaya day, the snan-daan
  // Amavasya; Vat Savitri, which wants Amavasya at midday, can be the day before.
  udaya('shani-jayanti', 'festival', 'medium', '🪐', 'Jyeshtha', 30, { moments: ['sunrise'] }),
  udaya('dhumavati-jayanti', 'festival', 'low', '🙏', 'Jyeshtha', 8),
  udaya('mahesh-navami', 'festival', 'low', '🔱', 'Jyeshtha', 9),
  udaya('kabir-jayanti', 'festival', 'medium', '📜', 'Jyeshtha', 15),
  udaya('kalki-jayanti', 'festival', 'low', '🐴', 'Shravana', 6),
  udaya('tulsidas-jayanti', 'festival', 'medium', '📖', 'Shravana', 7),
  // Balarama Jayanti on Shravana Purnima (ISKCON, Odisha); North India keeps
  // Balarama's birth as Hal Shashti (below).
  udaya('balarama-jayanti', 'festival', 'low', '🌾', 'Shravana', 15),
  udaya('varaha-jayanti', 'festival', 'low', '🐗', 'Bhadrapada', 3),
  // Radha was born at midday: Ashtami must prevail in madhyahna (the trusted site prints a Madhyahna muhurat).
  inKaal('radha-ashtami', 'festival', 'medium', '🌸', 'Bhadrapada', 8, 'madhyahna', { muhurat: 'kaal' }),
  udaya('vamana-jayanti', 'festival', 'low', '☂️', 'Bhadrapada', 12),
  udaya('valmiki-jayanti', 'festival', 'medium', '📜', 'Ashwina', 15),
  udaya('meerabai-jayanti', 'festival', 'low', '🎶', 'Ashwina', 15),
  // Guru Nanak Jayanti (Gurpurab) on Kartika Purnima, the lunar date the Sikh
  // calendar keeps for it, by the udaya Purnima.
  udaya('guru-nanak-jayanti', 'festival', 'high', '🙏', 'Kartika', 15),
  // Kalabhairav Jayanti: Margashirsha Krishna Ashtami prevailing in the
  // night from its start (pradosh), Bhairava's hour; on two evenings the
  // first. Published dates: 2024 Nov 22 (Ashtami from 18:07 Nov 22 to 19:56
  // Nov 23, in both pradoshes; the longer, Nov 23, would be a day late),
  // 2025 Nov 12 (Ashtami from 23:08 Nov 11: the midnight of Nov 11 would be a day early).
  inKaal('kalabhairav-jayanti', 'festival', 'medium', '🐕', 'Margashirsha', 23, 'pradosh', { both: 'first', muhurat: 'kaal' }),
  // Hanuman Vratam (Karnataka): Margashirsha Shukla Trayodashi.
  udaya('kannada-hanuman-jayanti', 'festival', 'low', '🚩', 'Margashirsha', 13),
  // Dattatreya was born at dusk on Margashirsha Purnima: Purnima must prevail
  // in pradosh, so the Jayanti can fall the day before the snan-daan Purnima.
  inKaal('dattatreya-jayanti', 'festival', 'medium', '🙏', 'Margashirsha', 15, 'pradosh', { muhurat: 'kaal' }),
  udaya('annapurna-jayanti', 'festival', 'low', '🍚', 'Margashirsha', 15),
  // Guru Gobind Singh Jayanti on Pausha Shukla Saptami, the lunar date the
  // Shiromani Gurdwara Parbandhak Committee keeps.
  udaya('guru-gobind-singh-jayanti', 'festival', 'medium', '🙏', 'Pausha', 7),
  // Swami Vivekananda was born on Pausha Krishna Saptami (amanta; 12 January
  // 1863), the date the Ramakrishna Math keeps for his tithi puja.
  tithi({ slug: 'vivekananda-jayanti', type: 'festival', significance: 'low', emoji: '🕉️', month: { amanta: 'Pausha' }, tithi: 22, kaal: 'sunrise', muhurat: null }),
  udaya('narmada-jayanti', 'festival', 'low', '🌊', 'Magha', 7),
  udaya('ravidas-jayanti', 'festival', 'medium', '🙏', 'Magha', 15),
  udaya('ramakrishna-jayanti', 'festival', 'low', '🕉️', 'Phalguna', 2),
  udaya('yashoda-jayanti', 'festival', 'low', '🦚', 'Phalguna', 21),
  udaya('shabari-jayanti', 'festival', 'low', '🍒', 'Phalguna', 22),
  // Janaki Jayanti (Sita Ashtami): Phalguna Krishna Ashtami, as kept in North India.
  udaya('janaki-jayanti', 'festival', 'low', '🌸', 'Phalguna', 23),
  udaya('gaura-purnima', 'festival', 'medium', '🌕', 'Phalguna', 15),

  // --- Regional and seasonal festivals of the lunar calendar.
  udaya('rang-panchami', 'festival', 'medium', '🎨', 'Chaitra', 20),
  // Sheetala Saptami and Ashtami (Basoda): food cooked the day before is
  // offered to Sheetala Mata; by the udaya tithi.
  udaya('sheetala-saptami', 'festival', 'low', '🏺', 'Chaitra', 22),
  udaya('sheetala-ashtami', 'festival', 'medium', '🏺', 'Chaitra', 23),
  // Cheti Chand (Sindhi new year): the day of Chandra Darshan after the
  // Chaitra new moon, Shukla Dwitiya at sunset (2025: Dwitiya from 12:49 Mar
  // 30, published Cheti Chand Mar 30, the day of Gudi Padwa).
  crescentEvening({ slug: 'cheti-chand', type: 'festival', significance: 'medium', month: P('Chaitra') }),
  udaya('gangaur', 'festival', 'medium', '🌸', 'Chaitra', 3),
  udaya('yamuna-chhath', 'festival', 'low', '🌊', 'Chaitra', 6),
  // Vat Purnima (Maharashtra, Gujarat, the South): the banyan worship of Vat
  // Savitri on Jyeshtha Purnima, kept as the Purnima vrat is, on the first day
  // whose madhyahna Purnima covers (2025: Purnima from 11:35 Jun 10, Vat Purnima Jun 10).
  tithi({
    slug: 'vat-purnima',
    type: 'vrat',
    significance: 'medium',
    emoji: '🌳',
    month: P('Jyeshtha'),
    tithi: 15,
    kaal: 'madhyahna',
    neither: 'udaya',
    muhurat: 'kaal',
  }),
  udaya('snana-yatra', 'festival', 'low', '🛕', 'Jyeshtha', 15),
  // Bahuda Yatra: the chariots' return to the Jagannath temple on Ashadha Shukla Dashami.
  udaya('bahuda-yatra', 'festival', 'low', '🛕', 'Ashadha', 10),
  // Gupta Navratris: Ghatasthapana on Shukla Pratipada of Ashadha and of Magha,
  // as for the two public Navratris; Ashadha's closes on Bhadli Navami.
  udaya('ashadha-gupta-navratri', 'festival', 'low', '🌺', 'Ashadha', 1, { muhurat: 'ghatasthapana', windows: ['abhijit'], until: 'bhadli-navami' }),
  udaya('bhadli-navami', 'festival', 'low', '🙏', 'Ashadha', 9),
  udaya('magha-gupta-navratri', 'festival', 'low', '🌺', 'Magha', 1, { muhurat: 'ghatasthapana', windows: ['abhijit'] }),
  // Varalakshmi Vratam: the Friday before Shravana Purnima.
  withEvent('varalakshmi-vratam', 'vrat', 'medium', '🪷', 'shravana-purnima', -1, { weekday: 5 }),
  udaya('kajari-teej', 'festival', 'medium', '🌸', 'Bhadrapada', 18),
  // Bahula Chaturthi: the Sankashti of Bhadrapada.
  sankashtiOf('bahula-chaturthi', 'Bhadrapada', 'low', '🐄'),
  // Hal Shashti (Lalahi Chhath): Balarama's birth, Bhadrapada Krishna Shashthi.
  udaya('hal-shashti', 'vrat', 'low', '🌾', 'Bhadrapada', 21),
  // Dahi Handi (Gopalkala): the morning after Janmashtami's midnight birth,
  // the day after the Smarta Janmashtami. Published dates: 2024 Janmashtami
  // Aug 26 and Dahi Handi Aug 27 (Ashtami 03:39 Aug 26 - 02:19 Aug 27), which
  // the udaya Ashtami day (Aug 26) would not give.
  withEvent('dahi-handi', 'festival', 'medium', '🏺', 'janmashtami', 1),
  // Rishi Panchami: the Saptarishi puja at midday (Nirnayasindhu: madhyahna-vyapini Panchami).
  inKaal('rishi-panchami', 'vrat', 'medium', '🙏', 'Bhadrapada', 5, 'madhyahna', { muhurat: 'kaal' }),
  // Mahalakshmi vrat: sixteen days from Bhadrapada Shukla Ashtami to Ashwina
  // Krishna Ashtami, each by the udaya tithi; it closes on Jivitputrika's day.
  udaya('mahalakshmi-vrat', 'vrat', 'low', '🪷', 'Bhadrapada', 8, { until: 'jivitputrika' }),
  udaya('jivitputrika', 'vrat', 'medium', '🙏', 'Ashwina', 23),
  udaya('lalita-panchami', 'festival', 'low', '🌺', 'Ashwina', 5),
  // Durga Puja (Bengal) beside Durga Ashtami and Maha Navami: Kalparambha and
  // Bodhon on Shashthi, Navapatrika on Saptami, by the udaya tithi; the
  // immersion on Dashami morning (Pratahkal), with Sindoor Khela.
  udaya('kalparambha', 'festival', 'medium', '🌺', 'Ashwina', 6),
  udaya('navpatrika-puja', 'festival', 'medium', '🌿', 'Ashwina', 7),
  inKaal('durga-visarjan', 'festival', 'medium', '🌊', 'Ashwina', 10, 'pratah', { muhurat: 'kaal' }),
  withEvent('sindoor-khela', 'festival', 'medium', '🔴', 'durga-visarjan'),
  udaya('champa-shashthi', 'festival', 'low', '🙏', 'Margashirsha', 6),
  // Sakat Chauth: the Sankashti of Magha.
  sankashtiOf('sakat-chauth', 'Magha', 'medium', '🌙'),
  // Bhishma Ashtami: the tarpan for Bhishma at midday (the trusted site prints a Madhyahna window).
  inKaal('bhishma-ashtami', 'festival', 'medium', '🏹', 'Magha', 8, 'madhyahna', { muhurat: 'kaal' }),
  udaya('bhishma-dwadashi', 'festival', 'low', '🏹', 'Magha', 12),
  udaya('phulera-dooj', 'festival', 'low', '🌼', 'Phalguna', 2),
  // Hola Mohalla (Anandpur Sahib): the day after Holi.
  withEvent('hola-mohalla', 'festival', 'medium', '🚩', 'holi', 1),

  // --- Jain observances of the lunar calendar.
  // Samvatsari (Shvetambara, Tapagachha): Bhadrapada Shukla Chaturthi by the
  // udaya tithi, which Jain calendars follow; Paryushana is the eight days ending on it.
  udaya('samvatsari', 'festival', 'medium', '🙏', 'Bhadrapada', 4),
  withEvent('paryushana', 'festival', 'medium', '🙏', 'samvatsari', -7, { until: 'samvatsari' }),
  // Das Lakshana Parva (Digambara): Bhadrapada Shukla Panchami to Anant Chaturdashi.
  udaya('das-lakshana', 'festival', 'medium', '🙏', 'Bhadrapada', 5, { until: 'anant-chaturdashi' }),

  // --- Regional calendars (issue #31): the regional new years and the festivals of the
  // regional solar months, each dated by its region's month-start rule
  // (engine/calendar/regional/month-start.ts) at the place asked for.
  solarDay('puthandu', 'tamil', 1, 1, '🥭'),
  solarDay('vishu', 'malayalam', 9, 1, '🌼'),
  solarDay('pohela-boishakh', 'bengali', 1, 1, '🎊'),
  // Pana (Maha Vishuva) Sankranti, the Odia new year: Baisakha 1.
  solarDay('pana-sankranti', 'odia', 1, 1, '🥤'),
  // Bohag (Rongali) Bihu and Magh (Bhogali) Bihu: Bohag 1 and Magh 1 of the Assamese
  // solar calendar, whose month, like the Tamil one, begins on the day of the sankranti
  // unless the Sun changes sign after sunset; so they share Chithirai 1 and Thai 1.
  // No reference row checks them (docs/accuracy.md, "Regional calendars").
  solarDay('bohag-bihu', 'tamil', 1, 1, '🥁'),
  solarDay('magh-bihu', 'tamil', 10, 1, '🔥'),
  solarDay('aadi-perukku', 'tamil', 4, 18, '🌊'),
  // Onam: Thiruvonam (Shravana) at sunrise in Chingam. The ten days of Onam run from
  // Atham (Hasta), which must fall in Chingam too: with two Thiruvonams in Chingam
  // (2024: 19 August and 15 September) the first has its Atham in Karkidakam.
  {
    kind: 'solar-nakshatra',
    slug: 'onam',
    type: 'festival',
    significance: 'medium',
    emoji: '🌸',
    calendar: 'malayalam',
    month: 1,
    nakshatra: 22,
    kaal: 'sunrise',
    both: 'first',
    occurrence: { opensWith: 13 },
  } satisfies SolarNakshatraRule,
  // Thai Pusam: Pusam (Pushya) at sunrise in Thai, the one of Thai's full moon.
  {
    kind: 'solar-nakshatra',
    slug: 'thai-pusam',
    type: 'festival',
    significance: 'medium',
    emoji: '🦚',
    calendar: 'tamil',
    month: 10,
    nakshatra: 8,
    kaal: 'sunrise',
    both: 'first',
    occurrence: 'purnima',
  } satisfies SolarNakshatraRule,
  // Karthigai Deepam: the lamps are lit at dusk, so Krittika must rule the pradosh
  // (the first fifth of the night); the Krittika of Karthigai's full moon.
  {
    kind: 'solar-nakshatra',
    slug: 'karthigai-deepam',
    type: 'festival',
    significance: 'medium',
    emoji: '🪔',
    calendar: 'tamil',
    month: 8,
    nakshatra: 3,
    kaal: 'pradosh',
    both: 'more',
    occurrence: 'purnima',
  } satisfies SolarNakshatraRule,
  // Vaikuntha Ekadashi: the Shukla Ekadashi whose fast day falls in Margazhi (Dhanu).
  // A temple festival on the day of a named Ekadashi (Mokshada or Pausha Putrada),
  // so it is listed as a festival: the Ekadashi lists keep their 24 fasts a year.
  {
    kind: 'ekadashi',
    slug: 'vaikuntha-ekadashi',
    type: 'festival',
    significance: 'medium',
    emoji: '🌿',
    month: 'every',
    paksha: 'Shukla',
    adhika: 'any',
    solarMonth: { calendar: 'tamil', month: 9 },
  },
  // Vishwakarma Puja is kept on Kanya Sankranti (Bhadra Sankranti in Bengal).
  { ...sankranti('vishwakarma-puja', 5, 'shadashiti', 'medium'), type: 'festival', emoji: '🛠️' },
  // --- End of the regional calendars' rows.
];

/** The slug of the Vaishnava day of an Ekadashi, listed where it differs from the Smarta day. */
export const vaishnavaSlug = (slug: string) => `vaishnava-${slug}`;

/**
 * Every slug an event can carry: the rows' (the weekday-named Pradosh vrats
 * replace the row's 'pradosh'), their companions' and the Vaishnava Ekadashis'.
 */
export const EVENT_SLUGS: readonly string[] = [
  ...new Set(
    RULES.flatMap((r) => {
      if (r.kind === 'ekadashi') return [r.slug, vaishnavaSlug(r.slug)];
      if (r.kind !== 'tithi') return [r.slug];
      return [...(r.slugByWeekday ?? [r.slug]), ...(r.companion ? [r.companion.slug] : [])];
    }),
  ),
];
