/**
 * What the server needs before it may answer anything: the Swiss Ephemeris
 * files (else every time would come from a less accurate fallback), the city
 * index (else every page fails), the public origin it was built for and, in
 * production, the festival worker.
 * instrumentation.ts checks them once at start-up and refuses to start with
 * a message naming what is missing and how to restore it; GET /api/health
 * reports the same checks.
 */
import { existsSync } from 'node:fs';
import { checkEphemeris, type EphemerisInfo } from '@/engine';
import { getStore } from '@/lib/cities/store';
import { festivalWorkerPath, usesFestivalWorkers } from '@/lib/festivals';
import { SITE_URL, siteOrigin } from '@/lib/site';

export interface Readiness {
  ready: boolean;
  ephemeris: EphemerisInfo | null;
  cityIndex: { places: number } | null;
  /** Whether festival years run in worker processes (production server) and their script is there. */
  festivalWorker: { used: boolean; present: boolean };
  /** One message per failed check, naming the file and how to restore it. */
  problems: string[];
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function checkServer(): Readiness {
  const problems: string[] = [];
  let ephemeris: EphemerisInfo | null = null;
  let cityIndex: { places: number } | null = null;
  try {
    ephemeris = checkEphemeris();
  } catch (e) {
    problems.push(message(e));
  }
  try {
    cityIndex = { places: getStore().count };
  } catch (e) {
    problems.push(message(e));
  }
  const origin = siteUrlProblem();
  if (origin) problems.push(origin);
  const used = usesFestivalWorkers();
  const present = !used || existsSync(festivalWorkerPath());
  if (!present) {
    problems.push(`Festival worker ${festivalWorkerPath()} is missing: it is built by \`npm run build\` (scripts/build-festival-worker.mjs).`);
  }
  return { ready: problems.length === 0, ephemeris, cityIndex, festivalWorker: { used, present }, problems };
}

/**
 * A SITE_URL at start that is not the one the site was built for
 * (lib/site.ts): the pages built then would name another origin than
 * those rendered now. Read by a key the build does not replace.
 */
function siteUrlProblem(): string | null {
  const name = 'SITE_URL';
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return null;
  let now: string;
  try {
    now = siteOrigin(raw);
  } catch (e) {
    return message(e);
  }
  return now === SITE_URL ? null : `SITE_URL is ${now}, but the site was built for ${SITE_URL}: build it again with this SITE_URL (npm run build).`;
}

/** Ends the process, with every problem on stderr, unless the server can answer. */
export function refuseToStartUnlessReady(): void {
  const r = checkServer();
  if (r.ready) return;
  console.error(`Vedic Calendar cannot start:\n${r.problems.join('\n')}`);
  process.exit(1);
}
