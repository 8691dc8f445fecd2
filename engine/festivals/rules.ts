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
import type { Companion, EkadashiRule, MasaName, Paksha, Rule, SankrantiRule, Significance, TithiRule } from './types';

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

/** Shravana nakshatra (22): Vijayadashami moves to the next day when it rules that day's aparahna. */
const SHRAVANA = 22;

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
  { ...sankranti('pongal', 9, 'uttarayana', 'high'), type: 'festival', emoji: '🍚', dateRule: 'before-sunset' },
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
  // Holika Dahan: Purnima in pradosh without Bhadra; after Bhadra before midnight;
  // else the next day's pradosh when Purnima lasts 3.5 praharas into it; else in
  // Bhadra's puchha (2022: 21:06-22:16).
  tithi({
    slug: 'holika-dahan',
    type: 'festival',
    significance: 'high',
    emoji: '🔥',
    month: P('Phalguna'),
    tithi: 15,
    kaal: ['pradosh', 'ratri'],
    exclude: 'bhadra',
    bhadraBlocked: { nextDayIfLastsPraharas: 3.5, otherwise: 'puchha' },
    both: 'more',
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
  // Dhanteras: Trayodashi in pradosh; on both days the second (2015: Trayodashi
  // 16:31 Nov 8 - 19:06 Nov 9, observed Nov 9 with the muhurat ending 19:06).
  tithi({
    slug: 'dhanteras',
    type: 'festival',
    significance: 'high',
    emoji: '🪙',
    month: P('Kartika'),
    tithi: 28,
    kaal: 'pradosh',
    both: 'second',
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
  // Lakshmi Puja: Amavasya in pradosh; both days: the longer (2013: 2 min on Nov 2
  // would not do, 45 min on Nov 3); puja in Vrishabha lagna within pradosh.
  tithi({
    slug: 'diwali',
    type: 'festival',
    significance: 'high',
    emoji: '🪔',
    month: P('Kartika'),
    tithi: 30,
    kaal: 'pradosh',
    both: 'more',
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
