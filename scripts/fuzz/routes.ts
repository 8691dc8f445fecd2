/**
 * The routes the fuzz covers, read from app/ (so a new page or route handler
 * is fuzzed without anyone listing it), and the query parameters the site
 * reads, found in its sources.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TYPES } from '../../lib/urls/pages';

export type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'dynamic'; name: string }
  | { kind: 'catchAll'; name: string; optional: boolean };

export interface Route {
  /** The file that defines it, relative to the project. */
  file: string;
  kind: 'page' | 'api';
  segments: Segment[];
}

function segmentOf(dir: string): Segment | null {
  if (/^\(.*\)$/.test(dir)) return null; // route group: no URL segment
  const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(dir);
  if (optional) return { kind: 'catchAll', name: optional[1], optional: true };
  const all = /^\[\.\.\.(\w+)\]$/.exec(dir);
  if (all) return { kind: 'catchAll', name: all[1], optional: false };
  const one = /^\[(\w+)\]$/.exec(dir);
  if (one) return { kind: 'dynamic', name: one[1] };
  return { kind: 'static', value: dir };
}

/**
 * Every form of every page type's path (lib/urls): the computed pages are
 * served by generic routes (app/[locale]/[s1]/...), whose folders name no
 * page type, so their templates come from the URL module's table: the
 * prefix, then a dynamic segment per slot, named by its kind (`city`,
 * `date`, `conv` ...).
 */
export function pageTypeRoutes(): Route[] {
  return Object.entries(PAGE_TYPES).flatMap(([key, type]) =>
    type.forms.map((form) => ({
      file: `lib/urls/pages.ts (${key})`,
      kind: 'page' as const,
      segments: [
        { kind: 'dynamic' as const, name: 'locale' },
        ...type.prefix.map((value) => ({ kind: 'static' as const, value })),
        ...form.map((name) => ({ kind: 'dynamic' as const, name })),
      ],
    })),
  );
}

/** Every page.tsx and route.ts under app/, and every page type's forms, as URL templates. */
export function routesOf(root: string): Route[] {
  return [...fileRoutesOf(root), ...pageTypeRoutes()];
}

function fileRoutesOf(root: string): Route[] {
  const out: Route[] = [];
  const walk = (dir: string, segments: Segment[]) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        // Private folders (_components) and parallel-route slots make no URL.
        if (entry.startsWith('_') || entry.startsWith('@')) continue;
        const s = segmentOf(entry);
        walk(full, s ? [...segments, s] : segments);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry) || /^route\.(ts|js)$/.test(entry)) {
        out.push({ file: path.relative(root, full), kind: entry.startsWith('page') ? 'page' : 'api', segments });
      }
    }
  };
  walk(path.join(root, 'app'), []);
  return out;
}

/** Parameters every route may be given, beside those found in the sources. */
const KNOWN = ['date', 'city', 'lat', 'lon', 'tz', 'sunrise', 'year', 'month', 'days', 'from', 'to', 'q', 'cc', 'limit'];

/**
 * Query parameter names the site reads: `firstParam(x.name)` in pages and
 * the keys of the zod query schemas of the API.
 */
export function queryParamsOf(root: string): string[] {
  const names = new Set(KNOWN);
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) scan(full);
      else if (/\.(ts|tsx)$/.test(entry)) {
        const src = readFileSync(full, 'utf8');
        for (const m of src.matchAll(/firstParam\([\w.]*\.(\w+)\)/g)) names.add(m[1]);
        for (const m of src.matchAll(/^\s+(\w+): (?:wholeNumber|coordinate|timeZone|citySlugSchema|dateSchema|z\.)/gm)) names.add(m[1]);
      }
    }
  };
  for (const dir of ['app', 'lib/api']) scan(path.join(root, dir));
  return [...names].sort();
}
