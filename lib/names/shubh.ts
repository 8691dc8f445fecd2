/**
 * The Shubh Muhurat words in one language (`shubh.*` in the messages): the
 * kinds, grades, bonuses, exclusion periods and alternatives by key, and
 * the engine's checks and gap reasons as sentences ("Nakshatra Rohini:
 * allowed", "Shukra: not combust", "15 Dec – 14 Jan: Kharmas, Sun in
 * Dhanu"). Limb and planet names come from lib/names. A missing message
 * throws, as everywhere in lib/names.
 */
import { createTranslator } from 'use-intl/core';
import type { ExclusionKind, ShubhBonusKey, ShubhCheck, ShubhGapReason, ShubhGrade, ShubhKind } from '@/engine';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { namesFor, type Names } from './names';

export interface ShubhNames {
  readonly names: Names;
  kind(k: ShubhKind): string;
  kindDescription(k: ShubhKind): string;
  grade(g: ShubhGrade): string;
  bonus(b: ShubhBonusKey): string;
  exclusion(k: ExclusionKind): string;
  alternative(key: string): string;
  /** One check of a date as a sentence. */
  check(c: ShubhCheck<unknown>): string;
  /** One reason of a gap, its dates already formatted. */
  gapReason(r: ShubhGapReason, from: string, to: string): string;
  /** "2 h 5 min". */
  duration(minutes: number): string;
  noWindows(): string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function shubhNamesOf(locale: Locale): ShubhNames {
  const names = namesFor(locale);
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale] as never,
    namespace: 'shubh' as never,
    onError: (e) => {
      throw e;
    },
  }) as unknown as Translate;
  const pass = (p: boolean) => String(p);
  const eclipse = (e: 'solar' | 'lunar' | undefined) => (e ? names.eclipseKind(e) : '');
  const masa = (n: number | undefined, adhika = false) => (n === undefined ? '' : names.masa({ number: n, adhika }));
  return {
    names,
    kind: (k) => t(`kinds.${k}.name`),
    kindDescription: (k) => t(`kinds.${k}.description`),
    grade: (g) => t(`grades.${g}`),
    bonus: (b) => t(`bonuses.${b}`),
    exclusion: (k) => t(`exclusions.${k}`),
    alternative: (key) => t(`alternatives.${key}`),
    noWindows: () => t('noWindows'),
    duration: (minutes) => t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    check: (c) => {
      const v = c.value ?? 0;
      const p = pass(c.pass);
      switch (c.check) {
        case 'sunrise':
        case 'rahu-kaal':
          return t(`checks.${c.check}`);
        case 'weekday':
          return t('checks.weekday', { weekday: names.vara(v + 1), pass: p });
        case 'tithi':
          return t('checks.tithi', { tithi: names.tithiInPaksha(v), pass: p });
        case 'masa':
          return t('checks.masa', { masa: masa(v, c.adhika), pass: p });
        case 'nakshatra':
          return t('checks.nakshatra', { nakshatra: names.nakshatra(v), pass: p });
        case 'yoga':
          return t('checks.yoga', { yoga: names.yoga(v), pass: p });
        case 'karana':
          return t('checks.karana', { karana: names.karana(v), pass: p });
        case 'sun-sign':
        case 'lagna':
          return t(`checks.${c.check}`, { sign: names.rashi(v), pass: p });
        case 'kranti-samya':
          return t('checks.kranti-samya', { sun: names.rashi(c.sign ?? 1), moon: names.rashi(v), pass: p });
        case 'latta':
          return t('checks.latta', { nakshatra: names.nakshatra(v), planet: c.planet ? names.planet(c.planet) : '', pass: p });
        case 'kharmas':
          return t('checks.kharmas', { sign: c.sign ? names.rashi(c.sign) : '', pass: p });
        case 'adhika-masa':
          return t('checks.adhika-masa', { masa: masa(c.value), pass: p });
        case 'eclipse':
          return t('checks.eclipse', { eclipse: eclipse(c.eclipse), pass: p });
        default:
          return t(`checks.${c.check}`, { pass: p });
      }
    },
    gapReason: (r, from, to) =>
      t(`gaps.${r.reason}`, {
        from,
        to,
        sign: r.reason === 'kharmas' && r.sign ? names.rashi(r.sign) : r.reason === 'sun-sign' && r.value ? names.rashi(r.value) : '',
        masa: r.reason === 'masa' || r.reason === 'adhika-masa' ? masa(r.value) : '',
        eclipse: eclipse(r.eclipse),
      }),
  };
}

const byLocale = new Map<Locale, ShubhNames>();

export function shubhNamesFor(locale: Locale): ShubhNames {
  let n = byLocale.get(locale);
  if (!n) {
    n = shubhNamesOf(locale);
    byLocale.set(locale, n);
  }
  return n;
}
