/**
 * Prefix search over every name of every place (main, ASCII and all GeoNames
 * alternate names, any script). Keys are normalised (normalize.ts) and sorted
 * by UTF-8 bytes, so all keys starting with the query form one contiguous run
 * found by two binary searches; the run's postings are then scored (ranking.ts)
 * and the best `limit` distinct places kept.
 */
import { normalizeKey } from './normalize';
import { EXACT_BONUS, KIND_BONUS, KIND_WORD } from './ranking';
import type { CityStore } from './store';

export const MAX_LIMIT = 20;

/** First and one-past-last key index whose key starts with `q` (UTF-8 bytes). */
export function keyRange(store: CityStore, q: Buffer): [number, number] {
  const { offsets, blob } = store.keys;
  let lo = 0;
  let hi = store.keyCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (blob.compare(q, 0, q.length, offsets[mid], offsets[mid + 1]) < 0) lo = mid + 1;
    else hi = mid;
  }
  const start = lo;
  hi = store.keyCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const end = Math.min(offsets[mid + 1], offsets[mid] + q.length);
    if (blob.compare(q, 0, q.length, offsets[mid], end) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return [start, lo];
}

/** Whether place a (score sa) ranks before place b (score sb). */
export function ranksBefore(store: CityStore, a: number, sa: number, b: number, sb: number): boolean {
  if (sa !== sb) return sa > sb;
  const ia = store.isIndian(a);
  if (ia !== store.isIndian(b)) return ia;
  const pa = store.population[a];
  const pb = store.population[b];
  if (pa !== pb) return pa > pb;
  return store.id[a] < store.id[b];
}

/** Keeps the best `limit` (place, score) pairs, best first. */
class TopK {
  readonly idx: number[] = [];
  readonly score: number[] = [];
  constructor(
    private readonly store: CityStore,
    private readonly limit: number,
  ) {}
  offer(i: number, s: number): void {
    const n = this.idx.length;
    if (n === this.limit && !ranksBefore(this.store, i, s, this.idx[n - 1], this.score[n - 1])) return;
    let at = n === this.limit ? n - 1 : n;
    while (at > 0 && ranksBefore(this.store, i, s, this.idx[at - 1], this.score[at - 1])) {
      this.idx[at] = this.idx[at - 1];
      this.score[at] = this.score[at - 1];
      at--;
    }
    this.idx[at] = i;
    this.score[at] = s;
  }
}

/** Per-store scratch space, reused across queries (one query at a time: JS is single-threaded). */
type Scratch = { stamp: Uint32Array; best: Float64Array; touched: Uint32Array; generation: number };
const scratchByStore = new WeakMap<CityStore, Scratch>();

function scratchFor(store: CityStore): Scratch {
  let s = scratchByStore.get(store);
  if (!s) {
    s = {
      stamp: new Uint32Array(store.count),
      best: new Float64Array(store.count),
      touched: new Uint32Array(store.count),
      generation: 0,
    };
    scratchByStore.set(store, s);
  }
  return s;
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return MAX_LIMIT;
  return Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));
}

/**
 * Place indices matching the (already normalised, non-empty) query, best first.
 * countryIndex -1 means any country.
 */
export function searchIndices(store: CityStore, normalized: string, countryIndex: number, limit: number): number[] {
  const q = Buffer.from(normalized, 'utf8');
  const [start, end] = keyRange(store, q);
  if (start === end) return [];
  const scratch = scratchFor(store);
  const generation = ++scratch.generation;
  if (generation === 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.generation = 1;
  }
  const { stamp, best, touched } = scratch;
  const { offsets } = store.keys;
  const { postingStart, postings, weight, country } = store;
  let touchedCount = 0;
  for (let k = start; k < end; k++) {
    const exact = offsets[k + 1] - offsets[k] === q.length ? EXACT_BONUS : 0;
    for (let p = postingStart[k], pe = postingStart[k + 1]; p < pe; p++) {
      const posting = postings[p];
      const i = posting >>> 2;
      if (countryIndex >= 0 && country[i] !== countryIndex) continue;
      const s = weight[i] + exact + KIND_BONUS[posting & 3];
      if (stamp[i] !== scratch.generation) {
        stamp[i] = scratch.generation;
        best[i] = s;
        touched[touchedCount++] = i;
      } else if (s > best[i]) {
        best[i] = s;
      }
    }
  }
  const top = new TopK(store, limit);
  for (let t = 0; t < touchedCount; t++) top.offer(touched[t], best[touched[t]]);
  return top.idx;
}

/**
 * Best place whose main, ASCII or alternate name equals `name` after
 * normalisation (case- and accent-insensitive), or -1. Same scoring as search,
 * so "Bombay" is Mumbai and "Columbus" is Columbus, Ohio.
 */
export function findByName(store: CityStore, name: string): number {
  const normalized = normalizeKey(name);
  if (!normalized) return -1;
  const q = Buffer.from(normalized, 'utf8');
  const [start] = keyRange(store, q);
  const { offsets, blob } = store.keys;
  if (start >= store.keyCount || blob.compare(q, 0, q.length, offsets[start], offsets[start + 1]) !== 0) return -1;
  let bestIndex = -1;
  let bestScore = -Infinity;
  for (let p = store.postingStart[start]; p < store.postingStart[start + 1]; p++) {
    const posting = store.postings[p];
    if ((posting & 3) === KIND_WORD) continue;
    const i = posting >>> 2;
    const s = store.weight[i] + KIND_BONUS[posting & 3];
    if (bestIndex < 0 || ranksBefore(store, i, s, bestIndex, bestScore)) {
      bestIndex = i;
      bestScore = s;
    }
  }
  return bestIndex;
}

/** The largest places of one country (blank query with a country filter), best first. */
export function topOfCountry(store: CityStore, countryIndex: number, limit: number, exclude: Set<number>): number[] {
  const top = new TopK(store, limit);
  for (let i = 0; i < store.count; i++) {
    if (store.country[i] === countryIndex && !exclude.has(i)) top.offer(i, store.weight[i]);
  }
  return top.idx;
}
