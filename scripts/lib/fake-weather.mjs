/**
 * A stand-in for Open-Meteo's forecast and air-quality APIs on loopback, for
 * the tests: `npm test` starts one for the e2e server (scripts/test.mjs
 * passes its URLs as OPEN_METEO_FORECAST_URL / OPEN_METEO_AIR_QUALITY_URL),
 * and the Jest tests of lib/weather and /api/weather start their own.
 *
 *   GET  /v1/forecast?latitude=&longitude=&current=...     Open-Meteo's shape
 *   GET  /v1/air-quality?latitude=&longitude=&current=...  Open-Meteo's shape
 *   POST /scenario {"lat":28.6,"lon":77.2,"forecast":"500","airQuality":"ok"}
 *        how to answer for that (rounded) place from now on
 *   POST /reset    forget scenarios and counts
 *   GET  /requests the number of upstream requests seen, per "api lat,lon"
 *
 * Behaviours: "ok" (the values below), "timeout" (no answer for `hangMs`),
 * "500" (an HTTP 500 with an error body), "malformed" (a body that is not
 * JSON), "empty" (200 with no body), "bad-shape" (JSON without the fields).
 * Places are keyed by latitude and longitude rounded to 0.1 degree, as the
 * weather service rounds them before asking.
 */
import { createServer } from 'node:http';

export const FAKE_VALUES = {
  forecast: { temperature_2m: 24.6, relative_humidity_2m: 58, wind_speed_10m: 9.4, weather_code: 2 },
  airQuality: { us_aqi: 87, pm2_5: 28.4, pm10: 51.2 },
};

const BEHAVIOURS = new Set(['ok', 'timeout', '500', 'malformed', 'empty', 'bad-shape']);

const placeKey = (lat, lon) => `${Number(lat).toFixed(1)},${Number(lon).toFixed(1)}`;

function readBody(req) {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });
}

/**
 * Starts the fake on 127.0.0.1 (port 0: any free port).
 * Returns { url, setScenario(lat, lon, { forecast, airQuality }), reset(), requests(api, lat, lon), close() }.
 */
export async function startFakeWeather({ port = 0, hangMs = 10_000 } = {}) {
  /** @type {Map<string, { forecast?: string, airQuality?: string }>} */
  const scenarios = new Map();
  /** @type {Map<string, number>} */
  const counts = new Map();
  const timers = new Set();

  const setScenario = (lat, lon, s) => {
    for (const b of [s.forecast, s.airQuality]) {
      if (b !== undefined && !BEHAVIOURS.has(b)) throw new Error(`unknown behaviour ${b}`);
    }
    scenarios.set(placeKey(lat, lon), { ...scenarios.get(placeKey(lat, lon)), ...s });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/scenario') {
      try {
        const s = JSON.parse(await readBody(req));
        setScenario(s.lat, s.lon, { forecast: s.forecast, airQuality: s.airQuality });
        res.writeHead(204).end();
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(e));
      }
      return;
    }
    if (req.method === 'POST' && url.pathname === '/reset') {
      scenarios.clear();
      counts.clear();
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(counts)));
      return;
    }
    const api = url.pathname === '/v1/forecast' ? 'forecast' : url.pathname === '/v1/air-quality' ? 'airQuality' : null;
    if (req.method !== 'GET' || !api) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, reason: 'Not found' }));
      return;
    }
    const lat = url.searchParams.get('latitude');
    const lon = url.searchParams.get('longitude');
    const key = placeKey(lat, lon);
    counts.set(`${api} ${key}`, (counts.get(`${api} ${key}`) ?? 0) + 1);
    const behaviour = scenarios.get(key)?.[api] ?? 'ok';
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (behaviour) {
      case 'timeout': {
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.writableEnded) json(200, { current: FAKE_VALUES[api] });
        }, hangMs);
        timers.add(t);
        return;
      }
      case '500':
        return json(500, { error: true, reason: 'Internal server error (fake)' });
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"current": {"temperature_2m": 24.6,');
        return;
      case 'empty':
        res.writeHead(200, { 'content-type': 'application/json' }).end();
        return;
      case 'bad-shape':
        return json(200, { latitude: Number(lat), longitude: Number(lon), current: {} });
      default:
        return json(200, {
          latitude: Number(lat),
          longitude: Number(lon),
          current: { time: '2026-11-23T10:45', interval: 900, ...FAKE_VALUES[api] },
        });
    }
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url,
    forecastUrl: `${url}/v1/forecast`,
    airQualityUrl: `${url}/v1/air-quality`,
    setScenario,
    reset() {
      scenarios.clear();
      counts.clear();
    },
    requests: (api, lat, lon) => counts.get(`${api} ${placeKey(lat, lon)}`) ?? 0,
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
