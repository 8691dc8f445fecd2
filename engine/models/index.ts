/**
 * The engine's astronomical models, chosen by name through EngineOptions
 * (engine/input.ts) the way astronomy libraries expose theirs: which
 * ayanamsa turns tropical longitudes into sidereal ones, and which Delta T
 * turns UT into the ephemeris' time. Every computation of a day, a year of
 * festivals or a finder receives one AstroModels and passes it down, so
 * that all sidereal quantities share one ayanamsa and all positions one
 * Delta T.
 */
import { type AyanamsaModel, type AyanamsaName, ayanamsaModel } from './ayanamsa';
import { type DeltaTModel, type DeltaTName, deltaTModel } from './delta-t';

export interface AstroModels {
  /** Stable key for caches: `${ayanamsa}|${deltaT}`. */
  readonly id: string;
  readonly ayanamsa: AyanamsaModel;
  readonly deltaT: DeltaTModel;
}

export interface ModelNames {
  ayanamsa: AyanamsaName;
  deltaT: DeltaTName;
}

const cache = new Map<string, AstroModels>();

/** The models named by (validated) options; one shared object per combination. */
export function modelsOf(names: ModelNames): AstroModels {
  const id = `${names.ayanamsa}|${names.deltaT}`;
  let m = cache.get(id);
  if (!m) {
    m = { id, ayanamsa: ayanamsaModel(names.ayanamsa), deltaT: deltaTModel(names.deltaT) };
    cache.set(id, m);
  }
  return m;
}

/** The defaults: the trusted site's ayanamsa and Delta T. */
export const DEFAULT_MODEL_NAMES: ModelNames = { ayanamsa: 'lahiri-vp285-mean', deltaT: 'sm1984-from-2018' };

export const DEFAULT_MODELS: AstroModels = modelsOf(DEFAULT_MODEL_NAMES);

export type { AyanamsaModel, AyanamsaName } from './ayanamsa';
export type { DeltaTModel, DeltaTName } from './delta-t';
export { AYANAMSA_NAMES, AYANAMSA_RATE } from './ayanamsa';
export { DELTA_T_NAMES } from './delta-t';
