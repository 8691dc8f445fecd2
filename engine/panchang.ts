/**
 * computePanchang: the public shape of a Panchang day, with names from the
 * one names table and times as ISO 8601 local strings with offset and
 * seconds, converted from JD UT only here at the edge.
 */
import {
  AYANA_NAMES,
  KARANA_NAMES,
  MASA_NAMES,
  MOON_PHASE_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RITU_NAMES,
  SAMVATSARA_NAMES,
  TITHI_NAMES,
  VARA_NAMES,
  VARA_SANSKRIT,
  YOGA_NAMES,
} from './data/names';
import { computeDay, type Polar, type RawDay } from './day';
import type { DayInput, EngineOptions } from './input';
import { karanaKind } from './limbs/limbs';
import type { RawSegment } from './limbs/segments';
import type { Masa } from './calendar/masa';
import { formatCivilDate, formatDuration, localIsoFormatter } from './time';

export type Paksha = 'Shukla' | 'Krishna';

export interface Segment {
  number: number;
  name: string;
  /** ISO local start (may be before this day's sunrise). */
  start: string;
  /** ISO local end, or null when it runs past the next sunrise. */
  end: string | null;
}

export interface TithiSegment extends Segment {
  paksha: Paksha;
  /** Begins and ends between this sunrise and the next: never holds at a sunrise. */
  kshaya: boolean;
  /** Holds at both this sunrise and the next (adhika / vriddhi tithi). */
  vriddhi: boolean;
}

export interface PadaSegment extends Segment {
  /** Nakshatra number 1-27 (name is the nakshatra's). */
  nakshatra: number;
  pada: 1 | 2 | 3 | 4;
}

export interface MasaInfo {
  number: number;
  name: string;
  adhika: boolean;
}

export interface Panchang {
  date: string;
  place: { lat: number; lon: number; tz: string; elevation: number };
  options: Required<EngineOptions>;
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  nextSunrise: string | null;
  /** 'polar-day' / 'polar-night' where the Sun does not rise or set on this date. */
  polar: Polar;
  vara: { number: number; name: string; sanskrit: string };
  paksha: Paksha;
  tithi: TithiSegment[];
  nakshatra: Segment[];
  nakshatraPada: PadaSegment[];
  yoga: Segment[];
  karana: Segment[];
  moonRashi: Segment[];
  sunRashi: Segment[];
  sunNakshatra: Segment[];
  sunNakshatraPada: PadaSegment[];
  masa: { amanta: MasaInfo; purnimanta: MasaInfo };
  samvat: {
    vikram: number;
    shaka: number;
    gujarati: number;
    samvatsara: { vikram: string; shaka: string; gujarati: string };
  };
  /** Drik ritu/ayana follow the tropical Sun; Vedic ones the lunar month / sidereal Sun. */
  ritu: { drik: string; vedic: string };
  ayana: { drik: string; vedic: string };
  /** Day and night lengths, H:MM:SS. */
  dinamana: string | null;
  ratrimana: string | null;
  /** Midpoint of sunrise and sunset. */
  madhyahna: string | null;
  /** Sidereal longitudes at sunrise (the options' ayanamsa), degrees. */
  sun: { longitude: number; tropicalLongitude: number };
  moon: { longitude: number };
  moonPhase: { name: string; illumination: number };
}

type Fmt = (jd: number) => string;
const orNull = (fmt: Fmt, jd: number | null) => (jd === null ? null : fmt(jd));

function named(segs: RawSegment[], names: readonly { en: string }[], fmt: Fmt, kind?: (n: number) => number): Segment[] {
  return segs.map((s) => ({
    number: s.number,
    name: names[(kind ? kind(s.number) : s.number) - 1].en,
    start: fmt(s.start),
    end: orNull(fmt, s.end),
  }));
}

function padas(segs: RawSegment[], fmt: Fmt): PadaSegment[] {
  return segs.map((s) => {
    const nakshatra = Math.floor((s.number - 1) / 4) + 1;
    return {
      number: s.number,
      name: NAKSHATRA_NAMES[nakshatra - 1].en,
      nakshatra,
      pada: (((s.number - 1) % 4) + 1) as 1 | 2 | 3 | 4,
      start: fmt(s.start),
      end: orNull(fmt, s.end),
    };
  });
}

const masaInfo = (m: Masa): MasaInfo => ({ number: m.number, name: MASA_NAMES[m.number - 1].en, adhika: m.adhika });

/** Drik ritu: six 60-degree arcs of the tropical Sun from the winter solstice (Shishir). */
const drikRitu = (sunTropical: number) => (Math.floor((((sunTropical - 270 + 360) % 360) / 60)) + 5) % 6;
/** Vedic ritu: two lunar months each, Chaitra and Vaishakha being Vasant. */
const vedicRitu = (masa: number) => Math.floor((masa - 1) / 2);
/** Uttarayana while the Sun goes from the (tropical / sidereal) Capricorn point to the Cancer point. */
const ayanaOf = (lon: number) => (lon >= 270 || lon < 90 ? 0 : 1);

/**
 * Phase names: the principal phases within +-12 deg of elongation (about one
 * tithi) of their exact moment, the crescent and gibbous names between.
 */
function moonPhase(elongation: number) {
  const principal = Math.round(elongation / 90) % 4;
  const near = Math.abs(elongation - Math.round(elongation / 90) * 90) <= 12;
  const sector = near ? principal * 2 : Math.floor(elongation / 90) * 2 + 1;
  // Illuminated fraction of the disc from the phase angle (~180 - elongation).
  const illumination = ((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100;
  return { name: MOON_PHASE_NAMES[sector].en, illumination: Math.round(illumination * 10) / 10 };
}

export function formatPanchang(d: RawDay): Panchang {
  const tz = d.place.tz;
  const fmt = localIsoFormatter(tz, d.dayStart - 1.3, d.dayEnd + 0.1);
  const iso = (jd: number | null) => orNull(fmt, jd);
  const s = d.segments;
  const tithi: TithiSegment[] = named(s.tithi, TITHI_NAMES, fmt).map((seg, i) => {
    const raw = s.tithi[i];
    return {
      ...seg,
      paksha: raw.number <= 15 ? 'Shukla' : 'Krishna',
      kshaya: raw.start >= d.dayStart && raw.end !== null,
      vriddhi: raw.start < d.dayStart && raw.end === null,
    };
  });
  const day = d.sunrise !== null && d.sunset !== null ? d.sunset - d.sunrise : null;
  const night = d.sunset !== null && d.nextSunrise !== null ? d.nextSunrise - d.sunset : null;
  const sv = d.samvat;
  return {
    date: formatCivilDate(d.date),
    place: { lat: d.place.lat, lon: d.place.lon, tz, elevation: d.place.elevation ?? 0 },
    options: d.options,
    sunrise: iso(d.sunrise),
    sunset: iso(d.sunset),
    moonrise: iso(d.moonrise),
    moonset: iso(d.moonset),
    nextSunrise: iso(d.nextSunrise),
    polar: d.polar,
    vara: { number: d.weekday + 1, name: VARA_NAMES[d.weekday].en, sanskrit: VARA_SANSKRIT[d.weekday].en },
    paksha: d.paksha,
    tithi,
    nakshatra: named(s.nakshatra, NAKSHATRA_NAMES, fmt),
    nakshatraPada: padas(s.nakshatraPada, fmt),
    yoga: named(s.yoga, YOGA_NAMES, fmt),
    karana: named(s.karana, KARANA_NAMES, fmt, karanaKind),
    moonRashi: named(s.moonRashi, RASHI_NAMES, fmt),
    sunRashi: named(s.sunRashi, RASHI_NAMES, fmt),
    sunNakshatra: named(s.sunNakshatra, NAKSHATRA_NAMES, fmt),
    sunNakshatraPada: padas(s.sunNakshatraPada, fmt),
    masa: { amanta: masaInfo(d.amanta), purnimanta: masaInfo(d.purnimanta) },
    samvat: {
      vikram: sv.vikram,
      shaka: sv.shaka,
      gujarati: sv.gujarati,
      samvatsara: {
        vikram: SAMVATSARA_NAMES[sv.vikramSamvatsara - 1].en,
        shaka: SAMVATSARA_NAMES[sv.shakaSamvatsara - 1].en,
        gujarati: SAMVATSARA_NAMES[sv.gujaratiSamvatsara - 1].en,
      },
    },
    ritu: { drik: RITU_NAMES[drikRitu(d.sunTropical)].en, vedic: RITU_NAMES[vedicRitu(d.amanta.number)].en },
    ayana: { drik: AYANA_NAMES[ayanaOf(d.sunTropical)].en, vedic: AYANA_NAMES[ayanaOf(d.sunSidereal)].en },
    dinamana: day === null ? null : formatDuration(day),
    ratrimana: night === null ? null : formatDuration(night),
    madhyahna: d.sunrise !== null && d.sunset !== null ? fmt((d.sunrise + d.sunset) / 2) : null,
    sun: { longitude: round6(d.sunSidereal), tropicalLongitude: round6(d.sunTropical) },
    moon: { longitude: round6(d.moonSidereal) },
    moonPhase: moonPhase(d.elongation),
  };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The Panchang of a civil date at a place (sunrise to next sunrise). */
export function computePanchang(input: DayInput): Panchang {
  return formatPanchang(computeDay(input));
}
