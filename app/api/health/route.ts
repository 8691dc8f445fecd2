/**
 * GET /api/health: whether the server can answer (the start-up checks of
 * lib/startup.ts, run again) and the ephemeris in use. 200 when ready, 503
 * when not; never cached. File system paths stay in the server's log.
 */
import { checkServer } from '@/lib/startup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const started = Date.now();

export function GET(): Response {
  const r = checkServer();
  const body = {
    status: r.ready ? 'ok' : 'unavailable',
    ready: r.ready,
    ephemeris: r.ephemeris
      ? { source: 'Swiss Ephemeris', version: r.ephemeris.version, files: r.ephemeris.files, fallback: false }
      : null,
    cityIndex: r.cityIndex,
    festivalWorker: r.festivalWorker,
    checks: { ephemeris: r.ephemeris !== null, cityIndex: r.cityIndex !== null, festivalWorker: r.festivalWorker.present },
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
  };
  if (!r.ready) console.error('Health check failed:', r.problems.join('\n'));
  return Response.json(body, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
