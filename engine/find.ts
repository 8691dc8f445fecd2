/**
 * The limb at any instant, and every period of a chosen tithi or nakshatra
 * over a date range: what the finders and the festival rules build on.
 * Periods are solved on the full ephemeris (Newton on the angular speed),
 * one lunation or one sidereal month at a time.
 */
import { MOON, sidereal, SUN, tropical } from './ephemeris';
import { PanchangInputError } from './errors';
import { type EngineOptions, type Place, validateOptions, validatePlace } from './input';
import { type AstroModels, modelsOf } from './models';
import { pakshaOfTithi } from './limbs/limbs';
import { type AngleFn, norm360, solveAngle } from './roots';
import { sunriseSummary } from './summary';
import { addDays, formatCivilDate, isoToJd, localDateOf, localMidnightJd, parseCivilDate, toLocalIso } from './time';

const elongationUnder =
  (models: AstroModels): AngleFn =>
  (t) => {
    const s = tropical(t, SUN, models.deltaT);
    const m = tropical(t, MOON, models.deltaT);
    return { value: norm360(m.lon - s.lon), speed: m.speed - s.speed };
  };

const moonSiderealUnder =
  (models: AstroModels): AngleFn =>
  (t) => {
    const m = sidereal(t, MOON, models);
    return { value: m.lon, speed: m.speed };
  };

/** A period of a tithi or nakshatra; `T` is the instant encoding (ISO local time at the place by default). */
export interface LimbPeriod<T = string> {
  number: number;
  start: T;
  end: T;
  /** Civil dates whose sunrise falls inside the period (none for a kshaya tithi, two for a vriddhi one). */
  sunriseDates: string[];
}

const toJd = (instant: number | string) => (typeof instant === 'string' ? isoToJd(instant) : instant);

function periodAround(f: AngleFn, parts: number, t: number) {
  const span = 360 / parts;
  const { value, speed } = f(t);
  const k = Math.floor(value / span);
  const start = solveAngle(f, k * span, t - (value - k * span) / speed);
  const end = solveAngle(f, (k + 1) * span, t + ((k + 1) * span - value) / speed);
  return { number: k + 1, start, end };
}

const modelsFor = (options?: EngineOptions) => modelsOf(validateOptions(options));

/** The tithi at an instant (JD UT or ISO string), with its exact start and end (JD UT). */
export function tithiAt(instant: number | string, options?: EngineOptions) {
  const p = periodAround(elongationUnder(modelsFor(options)), 30, toJd(instant));
  return { ...p, paksha: pakshaOfTithi(p.number) };
}

/** The nakshatra at an instant, with pada and exact start and end (JD UT). */
export function nakshatraAt(instant: number | string, options?: EngineOptions) {
  const t = toJd(instant);
  const moonSidereal = moonSiderealUnder(modelsFor(options));
  const p = periodAround(moonSidereal, 27, t);
  const pada = Math.floor((moonSidereal(t).value % (360 / 27)) / (360 / 108)) + 1;
  return { ...p, pada };
}

function sunriseDatesWithin(start: number, end: number, place: Place, options: Required<EngineOptions>): string[] {
  const out: string[] = [];
  let d = localDateOf(start, place.tz);
  for (let i = 0; i < 4; i++, d = addDays(d, 1)) {
    const s = sunriseSummary(d, place, options);
    if (s.sunrise !== null && s.sunrise >= start && s.sunrise < end) out.push(formatCivilDate(d));
    if (localMidnightJd(d, place.tz) > end) break;
  }
  return out;
}

/** How find* encode the instants of a period: ISO local times at the place, unless the caller says otherwise. */
type Encode<T> = (jd: number) => T;

function findPeriods<T>(
  angle: (models: AstroModels) => AngleFn,
  parts: number,
  number: number,
  meanPeriod: number,
  fromDate: string,
  toDate: string,
  place: Place,
  encode: Encode<T> | undefined,
  options: EngineOptions | undefined,
): LimbPeriod<T>[] {
  if (!Number.isInteger(number) || number < 1 || number > parts) {
    throw new PanchangInputError('number', `Number must be an integer from 1 to ${parts}`);
  }
  const p = validatePlace(place);
  const o = validateOptions(options);
  const f = angle(modelsOf(o));
  const from = localMidnightJd(parseCivilDate(fromDate), p.tz);
  const to = localMidnightJd(addDays(parseCivilDate(toDate), 1), p.tz);
  if (to <= from) throw new PanchangInputError('to', 'The end date must not be before the start date');
  const at = encode ?? ((jd: number) => toLocalIso(jd, p.tz) as T);
  const span = 360 / parts;
  const out: LimbPeriod<T>[] = [];
  // Start one cycle early so a period already running at `from` is found.
  let t = from - meanPeriod;
  while (t < to) {
    const { value, speed } = f(t);
    const ahead = norm360((number - 1) * span - value);
    const start = solveAngle(f, (number - 1) * span, t + ahead / speed);
    const end = solveAngle(f, number * span, start + span / speed);
    if (end > from && start < to) {
      out.push({
        number,
        start: at(start),
        end: at(end),
        sunriseDates: sunriseDatesWithin(start, end, p, o),
      });
    }
    t = end + meanPeriod * 0.5;
  }
  return out;
}

/**
 * Every period of tithi `number` (1-30) overlapping the civil dates fromDate..toDate at a place;
 * instants as ISO local times, or as `encode` makes them (epoch ms for the site).
 */
export function findTithi(number: number, fromDate: string, toDate: string, place: Place): LimbPeriod[];
export function findTithi<T>(
  number: number,
  fromDate: string,
  toDate: string,
  place: Place,
  encode?: Encode<T>,
  options?: EngineOptions,
): LimbPeriod<T>[];
export function findTithi<T>(
  number: number,
  fromDate: string,
  toDate: string,
  place: Place,
  encode?: Encode<T>,
  options?: EngineOptions,
): LimbPeriod<T>[] {
  return findPeriods(elongationUnder, 30, number, 29.530589, fromDate, toDate, place, encode, options);
}

/** Every period of nakshatra `number` (1-27) overlapping fromDate..toDate at a place (instants as findTithi's). */
export function findNakshatra(number: number, fromDate: string, toDate: string, place: Place): LimbPeriod[];
export function findNakshatra<T>(
  number: number,
  fromDate: string,
  toDate: string,
  place: Place,
  encode?: Encode<T>,
  options?: EngineOptions,
): LimbPeriod<T>[];
export function findNakshatra<T>(
  number: number,
  fromDate: string,
  toDate: string,
  place: Place,
  encode?: Encode<T>,
  options?: EngineOptions,
): LimbPeriod<T>[] {
  return findPeriods(moonSiderealUnder, 27, number, 27.321662, fromDate, toDate, place, encode, options);
}
