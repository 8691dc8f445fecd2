/**
 * Validation of the engine's inputs. The engine trusts nothing it is given:
 * a bad date, latitude, longitude or zone becomes a PanchangInputError that
 * names the field, which the API turns into a 400.
 */
import { PanchangInputError } from './errors';
import { AYANAMSA_NAMES, type AyanamsaName, DEFAULT_MODEL_NAMES, DELTA_T_NAMES, type DeltaTName } from './models';
import type { SunriseDefinition } from './riseset';
import { canonicalZone, type CivilDate, parseCivilDate } from './time';

export interface Place {
  /** Degrees north (-90..90). */
  lat: number;
  /** Degrees east (-180..180). */
  lon: number;
  /** IANA time zone, e.g. Asia/Kolkata. */
  tz: string;
  /** Metres above sea level (informational: the reference computes at sea level). */
  elevation?: number;
}

export interface EngineOptions {
  /** 'upper-limb' (default, the reference's) or 'hindu' (disc centre, no refraction). */
  sunrise?: SunriseDefinition;
  /**
   * 'lahiri-vp285-mean' (default, the reference's: mean Lahiri VP285 from
   * apparent longitudes) or 'lahiri' (Swiss Ephemeris' SE_SIDM_LAHIRI);
   * engine/models/ayanamsa.ts.
   */
  ayanamsa?: AyanamsaName;
  /**
   * 'sm1984-from-2018' (default, the reference's: Swiss Ephemeris' Delta T,
   * then Stephenson & Morrison's parabola) or 'swiss-ephemeris';
   * engine/models/delta-t.ts.
   */
  deltaT?: DeltaTName;
}

export interface DayInput extends Place {
  /** Civil date YYYY-MM-DD, 1900-01-01 .. 2100-12-31. */
  date: string;
  options?: EngineOptions;
}

export function validatePlace(p: Place): Place {
  if (typeof p.lat !== 'number' || !Number.isFinite(p.lat) || p.lat < -90 || p.lat > 90) {
    throw new PanchangInputError('lat', `Latitude must be a number between -90 and 90 (got ${String(p.lat)})`);
  }
  if (typeof p.lon !== 'number' || !Number.isFinite(p.lon) || p.lon < -180 || p.lon > 180) {
    throw new PanchangInputError('lon', `Longitude must be a number between -180 and 180 (got ${String(p.lon)})`);
  }
  if (typeof p.tz !== 'string' || p.tz === '') throw new PanchangInputError('tz', 'Time zone is required');
  const tz = canonicalZone(p.tz);
  if (p.elevation !== undefined && (typeof p.elevation !== 'number' || !Number.isFinite(p.elevation))) {
    throw new PanchangInputError('elevation', `Elevation must be a number of metres (got ${String(p.elevation)})`);
  }
  return { lat: p.lat, lon: p.lon, tz, elevation: p.elevation ?? 0 };
}

export function validateOptions(o: EngineOptions | undefined): Required<EngineOptions> {
  const sunrise = o?.sunrise ?? 'upper-limb';
  if (sunrise !== 'upper-limb' && sunrise !== 'hindu') {
    throw new PanchangInputError('sunrise', `Unknown sunrise definition "${String(sunrise)}" (upper-limb or hindu)`);
  }
  const ayanamsa = o?.ayanamsa ?? DEFAULT_MODEL_NAMES.ayanamsa;
  if (!AYANAMSA_NAMES.includes(ayanamsa)) {
    throw new PanchangInputError('ayanamsa', `Unknown ayanamsa "${String(ayanamsa)}" (${AYANAMSA_NAMES.join(' or ')})`);
  }
  const deltaT = o?.deltaT ?? DEFAULT_MODEL_NAMES.deltaT;
  if (!DELTA_T_NAMES.includes(deltaT)) {
    throw new PanchangInputError('deltaT', `Unknown Delta T model "${String(deltaT)}" (${DELTA_T_NAMES.join(' or ')})`);
  }
  return { sunrise, ayanamsa, deltaT };
}

export function validateDayInput(input: DayInput): { date: CivilDate; place: Place; options: Required<EngineOptions> } {
  if (typeof input.date !== 'string') throw new PanchangInputError('date', 'Invalid date: expected YYYY-MM-DD');
  return { date: parseCivilDate(input.date), place: validatePlace(input), options: validateOptions(input.options) };
}
