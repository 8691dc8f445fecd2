/**
 * computePanchang: the public shape of a Panchang day in numbers and keys
 * (tithi 2, nakshatra 18, masa 9, ritu 5; display names live with the
 * site's messages), with its instants encoded at the edge: ISO 8601 local
 * strings with offset and seconds by default, or any encoding a caller
 * passes (the site's pages take epoch milliseconds).
 */
import { computeDay, type Polar, type RawDay } from './day';
import type { DayInput, EngineOptions } from './input';
import { karanaKind, type Paksha, pakshaOfTithi } from './limbs/limbs';
import type { RawSegment } from './limbs/segments';
import type { Masa } from './calendar/masa';
import { formatCivilDate, formatDuration, localIsoFormatter } from './time';

export type { Paksha };

/** A limb's span; `T` is the instant encoding (ISO string by default). */
export interface Segment<T = string> {
  number: number;
  /** Start (may be before this day's sunrise). */
  start: T;
  /** End, or null when it runs past the next sunrise. */
  end: T | null;
}

export interface TithiSegment<T = string> extends Segment<T> {
  paksha: Paksha;
  /** Begins and ends between this sunrise and the next: never holds at a sunrise. */
  kshaya: boolean;
  /** Holds at both this sunrise and the next (adhika / vriddhi tithi). */
  vriddhi: boolean;
}

/** Karana number 1-60 and its kind 1-11 (Bava .. Vishti, then Shakuni, Chatushpada, Naga, Kimstughna). */
export interface KaranaSegment<T = string> extends Segment<T> {
  kind: number;
}

export interface PadaSegment<T = string> extends Segment<T> {
  /** Nakshatra number 1-27. */
  nakshatra: number;
  pada: 1 | 2 | 3 | 4;
}

export interface MasaInfo {
  /** 1 = Chaitra .. 12 = Phalguna. */
  number: number;
  adhika: boolean;
}

export interface Panchang<T = string> {
  date: string;
  place: { lat: number; lon: number; tz: string; elevation: number };
  options: Required<EngineOptions>;
  sunrise: T | null;
  sunset: T | null;
  moonrise: T | null;
  moonset: T | null;
  nextSunrise: T | null;
  /** 'polar-day' / 'polar-night' where the Sun does not rise or set on this date. */
  polar: Polar;
  /** 1 = Sunday .. 7 = Saturday. */
  vara: { number: number };
  paksha: Paksha;
  tithi: TithiSegment<T>[];
  nakshatra: Segment<T>[];
  nakshatraPada: PadaSegment<T>[];
  yoga: Segment<T>[];
  karana: KaranaSegment<T>[];
  /** Signs 1 = Mesha .. 12 = Meena. */
  moonRashi: Segment<T>[];
  sunRashi: Segment<T>[];
  sunNakshatra: Segment<T>[];
  sunNakshatraPada: PadaSegment<T>[];
  masa: { amanta: MasaInfo; purnimanta: MasaInfo };
  samvat: {
    vikram: number;
    shaka: number;
    gujarati: number;
    /** Years of the 60-year Jovian cycle, 1 = Prabhava. */
    samvatsara: { vikram: number; shaka: number; gujarati: number };
  };
  /** Ritu 1 = Vasant .. 6 = Shishir. Drik ritu/ayana follow the tropical Sun; Vedic ones the lunar month / sidereal Sun. */
  ritu: { drik: number; vedic: number };
  /** Ayana 1 = Uttarayana, 2 = Dakshinayana. */
  ayana: { drik: number; vedic: number };
  /** Day and night lengths, H:MM:SS. */
  dinamana: string | null;
  ratrimana: string | null;
  /** Midpoint of sunrise and sunset. */
  madhyahna: T | null;
  /** Sidereal longitudes at sunrise (the options' ayanamsa), degrees. */
  sun: { longitude: number; tropicalLongitude: number };
  moon: { longitude: number };
  /** Phase 1 = New Moon, 2 = Waxing Crescent, ... 5 = Full Moon, ... 8 = Waning Crescent; illuminated percent. */
  moonPhase: { phase: number; illumination: number };
}

type Encode<T> = (jd: number) => T;

const segments = <T>(segs: RawSegment[], at: Encode<T>): Segment<T>[] =>
  segs.map((s) => ({ number: s.number, start: at(s.start), end: s.end === null ? null : at(s.end) }));

function padas<T>(segs: RawSegment[], at: Encode<T>): PadaSegment<T>[] {
  return segments(segs, at).map((s) => ({
    ...s,
    nakshatra: Math.floor((s.number - 1) / 4) + 1,
    pada: (((s.number - 1) % 4) + 1) as 1 | 2 | 3 | 4,
  }));
}

const masaInfo = (m: Masa): MasaInfo => ({ number: m.number, adhika: m.adhika });

/** Drik ritu: six 60-degree arcs of the tropical Sun from the winter solstice (Shishir). */
const drikRitu = (sunTropical: number) => ((Math.floor(((sunTropical - 270 + 360) % 360) / 60) + 5) % 6) + 1;
/** Vedic ritu: two lunar months each, Chaitra and Vaishakha being Vasant. */
const vedicRitu = (masa: number) => Math.floor((masa - 1) / 2) + 1;
/** Uttarayana (1) while the Sun goes from the (tropical / sidereal) Capricorn point to the Cancer point. */
const ayanaOf = (lon: number) => (lon >= 270 || lon < 90 ? 1 : 2);

/**
 * Phases: the principal phases within +-12 deg of elongation (about one
 * tithi) of their exact moment, the crescent and gibbous ones between.
 */
function moonPhase(elongation: number) {
  const principal = Math.round(elongation / 90) % 4;
  const near = Math.abs(elongation - Math.round(elongation / 90) * 90) <= 12;
  const sector = near ? principal * 2 : Math.floor(elongation / 90) * 2 + 1;
  // Illuminated fraction of the disc from the phase angle (~180 - elongation).
  const illumination = ((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100;
  return { phase: sector + 1, illumination: Math.round(illumination * 10) / 10 };
}

/** The Panchang of a computed day with its instants encoded by `at` (JD UT in, any encoding out). */
export function panchangWith<T>(d: RawDay, at: Encode<T>): Panchang<T> {
  const opt = (jd: number | null) => (jd === null ? null : at(jd));
  const s = d.segments;
  const tithi: TithiSegment<T>[] = segments(s.tithi, at).map((seg, i) => {
    const raw = s.tithi[i];
    return {
      ...seg,
      paksha: pakshaOfTithi(raw.number),
      kshaya: raw.start >= d.dayStart && raw.end !== null,
      vriddhi: raw.start < d.dayStart && raw.end === null,
    };
  });
  const day = d.sunrise !== null && d.sunset !== null ? d.sunset - d.sunrise : null;
  const night = d.sunset !== null && d.nextSunrise !== null ? d.nextSunrise - d.sunset : null;
  const sv = d.samvat;
  return {
    date: formatCivilDate(d.date),
    place: { lat: d.place.lat, lon: d.place.lon, tz: d.place.tz, elevation: d.place.elevation ?? 0 },
    options: d.options,
    sunrise: opt(d.sunrise),
    sunset: opt(d.sunset),
    moonrise: opt(d.moonrise),
    moonset: opt(d.moonset),
    nextSunrise: opt(d.nextSunrise),
    polar: d.polar,
    vara: { number: d.weekday + 1 },
    paksha: d.paksha,
    tithi,
    nakshatra: segments(s.nakshatra, at),
    nakshatraPada: padas(s.nakshatraPada, at),
    yoga: segments(s.yoga, at),
    karana: segments(s.karana, at).map((k) => ({ ...k, kind: karanaKind(k.number) })),
    moonRashi: segments(s.moonRashi, at),
    sunRashi: segments(s.sunRashi, at),
    sunNakshatra: segments(s.sunNakshatra, at),
    sunNakshatraPada: padas(s.sunNakshatraPada, at),
    masa: { amanta: masaInfo(d.amanta), purnimanta: masaInfo(d.purnimanta) },
    samvat: {
      vikram: sv.vikram,
      shaka: sv.shaka,
      gujarati: sv.gujarati,
      samvatsara: { vikram: sv.vikramSamvatsara, shaka: sv.shakaSamvatsara, gujarati: sv.gujaratiSamvatsara },
    },
    ritu: { drik: drikRitu(d.sunTropical), vedic: vedicRitu(d.amanta.number) },
    ayana: { drik: ayanaOf(d.sunTropical), vedic: ayanaOf(d.sunSidereal) },
    dinamana: day === null ? null : formatDuration(day),
    ratrimana: night === null ? null : formatDuration(night),
    madhyahna: d.sunrise !== null && d.sunset !== null ? at((d.sunrise + d.sunset) / 2) : null,
    sun: { longitude: round6(d.sunSidereal), tropicalLongitude: round6(d.sunTropical) },
    moon: { longitude: round6(d.moonSidereal) },
    moonPhase: moonPhase(d.elongation),
  };
}

/** The Panchang of a computed day with ISO 8601 local times. */
export function formatPanchang(d: RawDay): Panchang {
  return panchangWith(d, localIsoFormatter(d.place.tz, d.dayStart - 1.3, d.dayEnd + 0.1));
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The Panchang of a civil date at a place (sunrise to next sunrise). */
export function computePanchang(input: DayInput): Panchang {
  return formatPanchang(computeDay(input));
}
