/**
 * GET /api/health: whether the server can answer (the start-up checks of
 * lib/startup.ts, run again) and the ephemeris in use. 200 when ready, 503
 * when not; never cached. File system paths stay in the server's log.
 */
import { apiRoute } from '@/lib/api/handler';
import { healthEndpoint } from '@/lib/api/endpoints/service';
import { checkServer } from '@/lib/startup';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

const started = Date.now();

export const GET = apiRoute(healthEndpoint, () => {
  const r = checkServer();
  const body = {
    status: r.ready ? ('ok' as const) : ('unavailable' as const),
    ready: r.ready,
    ephemeris: r.ephemeris
      ? { source: 'Swiss Ephemeris' as const, version: r.ephemeris.version, files: [...r.ephemeris.files], fallback: false as const }
      : null,
    cityIndex: r.cityIndex,
    festivalWorker: r.festivalWorker,
    checks: { ephemeris: r.ephemeris !== null, cityIndex: r.cityIndex !== null, festivalWorker: r.festivalWorker.present },
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
  };
  if (!r.ready) console.error('Health check failed:', r.problems.join('\n'));
  return { body, status: r.ready ? 200 : 503, cacheControl: 'no-store' };
});
