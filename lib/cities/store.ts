/**
 * Loads data/generated/cities.bin (written by scripts/build-cities.mjs) once per
 * process and exposes its columns as typed-array views over the file's bytes:
 * no parsing and no per-place JS objects, so loading is one file read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Lru } from '@/engine';
import { normalizeKey } from './normalize';
import { placeWeight } from './ranking';
import type { City } from './types';

const MAGIC = 'VCCITY01';
const FORMAT_VERSION = 1;
const NO_STATE = 0xffff;
/** Records kept built: the popular cities and whatever was asked recently (~0.5 KB each). */
const RECORD_CACHE_SIZE = 5000;

type SectionType = 'bytes' | 'Uint8Array' | 'Int16Array' | 'Uint16Array' | 'Int32Array' | 'Uint32Array';

type Header = {
  formatVersion: number;
  count: number;
  keyCount: number;
  grid: { rows: number; cols: number };
  countries: { code: string; name: string; nameHindi?: string }[];
  states: string[];
  /** Parallel to `states` ('' where there is none). */
  statesHindi?: string[];
  timezones: string[];
  normalizeCheck: [string, string][];
  sections: { name: string; type: SectionType; offset: number; length: number }[];
};

/** UTF-8 strings stored back to back; string i is blob[offsets[i], offsets[i+1]). */
export class StringTable {
  constructor(
    readonly offsets: Uint32Array,
    readonly blob: Buffer,
  ) {}
  get(i: number): string {
    return this.blob.toString('utf8', this.offsets[i], this.offsets[i + 1]);
  }
}

export class CityStore {
  readonly count: number;
  readonly id: Uint32Array;
  /** Degrees x 1e5 (GeoNames gives five decimals, so this is exact). */
  readonly lat: Int32Array;
  readonly lon: Int32Array;
  readonly elevation: Int16Array;
  readonly population: Uint32Array;
  readonly timezone: Uint16Array;
  readonly country: Uint16Array;
  readonly state: Uint16Array;
  readonly tier: Uint8Array;
  readonly names: StringTable;
  readonly slugs: StringTable;
  readonly hindiNames: StringTable;
  /** Place indices ordered by slug bytes. */
  readonly slugOrder: Uint32Array;
  /** Places are stored grouped by 1-degree cell; cell c is [cellStart[c], cellStart[c+1]). */
  readonly cellStart: Uint32Array;
  readonly gridRows: number;
  readonly gridCols: number;
  /** Unique normalised search keys, sorted by UTF-8 bytes. */
  readonly keys: StringTable;
  readonly keyCount: number;
  /** Postings of key k: postings[postingStart[k] .. postingStart[k+1]), each placeIndex * 4 + kind. */
  readonly postingStart: Uint32Array;
  readonly postings: Uint32Array;
  readonly countries: { code: string; name: string; nameHindi?: string }[];
  readonly states: string[];
  readonly statesHindi: string[];
  readonly timezones: string[];
  readonly indiaCountryIndex: number;
  /** Ranking weight per place (see ranking.ts). */
  readonly weight: Float64Array;
  readonly byteLength: number;
  private readonly countryByCode: Map<string, number>;
  /** Built records (a bounded cache: requests for every place must not keep 200,000 objects alive). */
  private readonly records = new Lru<number, City>(RECORD_CACHE_SIZE);

  constructor(file: Buffer) {
    if (file.length < MAGIC.length + 4 || file.toString('latin1', 0, MAGIC.length) !== MAGIC) {
      throw new Error('City index: not a cities.bin file (bad magic); rebuild with `node scripts/build-cities.mjs --force`.');
    }
    const headerLen = file.readUInt32LE(MAGIC.length);
    const header = JSON.parse(file.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLen)) as Header;
    if (header.formatVersion !== FORMAT_VERSION) {
      throw new Error(
        `City index: format ${header.formatVersion}, expected ${FORMAT_VERSION}; rebuild with \`node scripts/build-cities.mjs --force\`.`,
      );
    }
    for (const [input, expected] of header.normalizeCheck) {
      if (normalizeKey(input) !== expected) {
        throw new Error(
          `City index: normalizeKey(${JSON.stringify(input)}) differs between lib/cities/normalize.ts and scripts/build-cities.mjs; the two must be kept identical.`,
        );
      }
    }
    // Typed-array views need their element alignment; every section is 8-byte
    // aligned in the file, so only the Buffer itself may need copying.
    const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(new Uint8Array(file));
    const section = new Map(header.sections.map((s) => [s.name, s]));
    const get = <T>(name: string, type: SectionType): T => {
      const s = section.get(name);
      if (!s || s.type !== type) throw new Error(`City index: section ${name} missing or not ${type}; rebuild it.`);
      const at = bytes.byteOffset + s.offset;
      switch (type) {
        case 'bytes':
          return bytes.subarray(s.offset, s.offset + s.length) as T;
        case 'Uint8Array':
          return new Uint8Array(bytes.buffer, at, s.length) as T;
        case 'Int16Array':
          return new Int16Array(bytes.buffer, at, s.length) as T;
        case 'Uint16Array':
          return new Uint16Array(bytes.buffer, at, s.length) as T;
        case 'Int32Array':
          return new Int32Array(bytes.buffer, at, s.length) as T;
        case 'Uint32Array':
          return new Uint32Array(bytes.buffer, at, s.length) as T;
      }
    };

    this.byteLength = bytes.length;
    this.count = header.count;
    this.id = get('id', 'Uint32Array');
    this.lat = get('lat', 'Int32Array');
    this.lon = get('lon', 'Int32Array');
    this.elevation = get('elevation', 'Int16Array');
    this.population = get('population', 'Uint32Array');
    this.timezone = get('timezone', 'Uint16Array');
    this.country = get('country', 'Uint16Array');
    this.state = get('state', 'Uint16Array');
    this.tier = get('tier', 'Uint8Array');
    this.names = new StringTable(get('nameOffsets', 'Uint32Array'), get('nameBlob', 'bytes'));
    this.slugs = new StringTable(get('slugOffsets', 'Uint32Array'), get('slugBlob', 'bytes'));
    this.hindiNames = new StringTable(get('hindiOffsets', 'Uint32Array'), get('hindiBlob', 'bytes'));
    this.slugOrder = get('slugOrder', 'Uint32Array');
    this.cellStart = get('cellStart', 'Uint32Array');
    this.gridRows = header.grid.rows;
    this.gridCols = header.grid.cols;
    this.keys = new StringTable(get('keyOffsets', 'Uint32Array'), get('keyBlob', 'bytes'));
    this.keyCount = header.keyCount;
    this.postingStart = get('postingStart', 'Uint32Array');
    this.postings = get('postings', 'Uint32Array');
    this.countries = header.countries;
    this.states = header.states;
    this.statesHindi = header.statesHindi ?? [];
    this.timezones = header.timezones;
    this.countryByCode = new Map(this.countries.map((c, i) => [c.code, i]));
    this.indiaCountryIndex = this.countryByCode.get('IN') ?? -1;
    this.weight = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) {
      this.weight[i] = placeWeight(this.population[i], this.country[i] === this.indiaCountryIndex);
    }
  }

  /** Index of an ISO country code in `countries`, or -1. */
  countryIndex(code: string): number {
    return this.countryByCode.get(code.toUpperCase()) ?? -1;
  }

  isIndian(i: number): boolean {
    return this.country[i] === this.indiaCountryIndex;
  }

  /** Place index by exact slug, or -1 (binary search over slugOrder). */
  findSlug(slug: string): number {
    const target = Buffer.from(slug, 'utf8');
    const { offsets, blob } = this.slugs;
    let lo = 0;
    let hi = this.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const i = this.slugOrder[mid];
      const c = blob.compare(target, 0, target.length, offsets[i], offsets[i + 1]);
      if (c === 0) return i;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The City record of place i (cached, and frozen so callers cannot corrupt the cache). */
  record(i: number): City {
    let city = this.records.get(i);
    if (!city) {
      const country = this.countries[this.country[i]];
      const hindi = this.hindiNames.get(i);
      const state = this.state[i] === NO_STATE ? undefined : this.states[this.state[i]];
      const stateHindi = this.state[i] === NO_STATE ? undefined : this.statesHindi[this.state[i]] || undefined;
      city = Object.freeze({
        id: this.id[i],
        slug: this.slugs.get(i),
        name: this.names.get(i),
        ...(hindi ? { nameHindi: hindi } : {}),
        lat: this.lat[i] / 1e5,
        lon: this.lon[i] / 1e5,
        elevation: this.elevation[i],
        timezone: this.timezones[this.timezone[i]],
        country: Object.freeze({ code: country.code, name: country.name, ...(country.nameHindi ? { nameHindi: country.nameHindi } : {}) }),
        ...(state ? { state } : {}),
        ...(stateHindi ? { stateHindi } : {}),
        population: this.population[i],
        tier: this.tier[i],
      }) as City;
      this.records.set(i, city);
    }
    return city;
  }
}

/**
 * Where the index lives: data/generated/cities.bin under the project (`next start`,
 * Jest and the scripts all run from the project root). Kept a literal path so
 * Next's file tracing sees exactly this file rather than tracing the whole project.
 */
export function cityIndexPath(): string {
  return path.join(process.cwd(), 'data', 'generated', 'cities.bin');
}

/**
 * Held on globalThis: the proxy (proxy.ts, which looks up a city's zone for
 * the Cache-Control of "today" pages) is bundled apart from the routes but
 * runs in the same process, and both share one 30 MB index (one per file).
 */
const holder = globalThis as unknown as Record<symbol, CityStore | undefined>;

/** The process-wide store, loaded on first use. */
export function getStore(): CityStore {
  const file = cityIndexPath();
  const key = Symbol.for(`vedic-calendar.city-store:${file}`);
  let store = holder[key];
  if (!store) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(process.cwd(), 'data', 'generated', 'cities.bin'));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new Error(
        `City index ${file} could not be read (${code ?? String(err)}). Run \`npm install\` to rebuild it ` +
          '(its postinstall step runs `node scripts/build-cities.mjs`, as does `npm run build`).',
      );
    }
    store = new CityStore(bytes);
    holder[key] = store;
  }
  return store;
}
