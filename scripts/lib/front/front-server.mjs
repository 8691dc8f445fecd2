/**
 * The front of the production server (`npm start`): an HTTP server on the
 * public port that passes every request to Next (listening on loopback
 * only) and answers repeated requests from a shared cache
 * (response-cache.mjs), the way a CDN would, in a process of its own so that
 * cached answers take the machine's second core while Next renders on the
 * first. Measured in the README (Performance): a day page from 43 ms of
 * render to a copy with a new nonce.
 *
 * - A request the cache may answer (GET or HEAD, none of the site's
 *   cookies) is looked up by URL and the headers the answer varies on. A
 *   fresh entry answers at once; a stale one (within the answer's
 *   stale-while-revalidate) answers while one request fetches a fresh copy.
 * - A miss goes to Next with `Accept-Encoding: identity` (the entry is the
 *   plain body, so the nonce can be replaced); the answer streams to the
 *   client, compressed here when the client accepts gzip, and is kept when
 *   its Cache-Control allows a shared cache to. Identical requests that
 *   arrive meanwhile wait for it instead of rendering the page again.
 * - Anything else streams through untouched, in both directions.
 *
 * X-Forwarded-For reaches Next with the address of the front's peer
 * appended, as every proxy does, so its last entry is the one no client can
 * write (lib/analytics/visitor.ts reads it, or the entry a configured proxy
 * in front of the site appended).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../build-state.mjs';
import { ResponseCache, answerOf, entryOf, requestIsCacheable, sharedLifetime, withoutHopByHop } from './response-cache.mjs';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Smaller bodies are sent as they are: a gzip header and a round of CPU would gain nothing. */
const MIN_COMPRESS_BYTES = 1024;
const IDLE_MS = 30_000;

/** The site's own words for a fault on its side (`error.title`, `error.body` of the catalogues), by language. */
const FAULT_TEXT = Object.fromEntries(
  ['en', 'hi'].map((locale) => {
    const { error } = JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8'));
    return [locale, `${error.title}\n${error.body}\n`];
  }),
);
const faultText = (url) => FAULT_TEXT[/^\/hi(\/|\?|$)/.test(url ?? '') ? 'hi' : 'en'];

/** Whether the client takes gzip (`Accept-Encoding: gzip` not refused with q=0). */
export function acceptsGzip(acceptEncoding) {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

const compressible = (headers, bytes) => bytes >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(headers['content-type'] ?? '');

/**
 * The front server (not yet listening). `upstream`: { host, port } of Next;
 * `maxBytes`: the cache's bound (0 turns the cache off); `now`: the clock.
 */
export function createFront({ upstream, maxBytes, now = Date.now, log = (m) => console.error(m) }) {
  const cache = new ResponseCache({ maxBytes });
  // Idle connections to Next close after IDLE_MS, before Next closes them (start.mjs gives it 65 s).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS });
  /** Cache key -> promise of the entry being fetched (null when its answer may not be kept). */
  const inflight = new Map();

  /**
   * The request headers Next gets: the client's, with its address appended
   * to X-Forwarded-For. A request that may fill the cache (`fill`) asks for the
   * whole plain answer: no compression, no condition, no range.
   */
  function upstreamHeaders(req, { fill }) {
    const headers = withoutHopByHop(req.headers);
    const peer = req.socket.remoteAddress ?? 'unknown';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    if (fill) {
      headers['accept-encoding'] = 'identity';
      for (const h of ['if-none-match', 'if-modified-since', 'range', 'if-range']) delete headers[h];
    }
    return headers;
  }

  /**
   * Sends the request to Next; a GET or HEAD sent on a kept-alive connection
   * that Next closed meanwhile (ECONNRESET before any answer) is sent again
   * on another, as Node's documentation advises (`reusedSocket`). Returns a
   * function that abandons the request.
   */
  function askNext(req, headers, onResponse, onError) {
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    let current = null;
    let abandoned = false;
    const send = () => {
      const up = http.request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent });
      current = up;
      up.on('response', onResponse);
      up.on('error', (err) => {
        if (abandoned) return;
        if (idempotent && up.reusedSocket && err.code === 'ECONNRESET') send();
        else onError(err);
      });
      if (idempotent) up.end();
      else req.pipe(up);
    };
    send();
    return () => {
      abandoned = true;
      current.destroy();
    };
  }

  function badGateway(req, res, err) {
    log(`> front: Next did not answer ${err.code ?? err.message}`);
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(faultText(req.url));
  }

  /** Streams the request to Next and its answer back, as they are. */
  function passThrough(req, res) {
    const abandon = askNext(
      req,
      upstreamHeaders(req, { fill: false }),
      (upRes) => {
        res.writeHead(upRes.statusCode, withoutHopByHop(upRes.headers));
        upRes.pipe(res);
      },
      (err) => badGateway(req, res, err),
    );
    res.on('close', () => {
      if (!res.writableFinished) abandon();
    });
  }

  /** Sends a cached answer (`state`: how the cache had it), compressed when the client takes gzip. */
  function sendEntry(req, res, entry, state) {
    const { status, headers, body } = answerOf(entry, now());
    headers['x-cache'] = state;
    const etag = headers.etag;
    if (etag && req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    const finish = (encoded, encoding) => {
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(encoded.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : encoded);
    };
    if (req.method === 'HEAD' || !acceptsGzip(req.headers['accept-encoding']) || !compressible(headers, body.length)) return finish(body);
    // In libuv's thread pool, off this process's event loop.
    zlib.gzip(body, { level: 6 }, (err, gz) => (err ? finish(body) : finish(gz, 'gzip')));
  }

  /**
   * Asks Next for the plain answer; streams it to `res` when given
   * (compressed when the client takes gzip), and keeps it when it may be
   * kept. Resolves to the entry, or null.
   */
  function fetchAndStore(req, res, key) {
    const requestHeaders = upstreamHeaders(req, { fill: true });
    const promise = new Promise((resolve) => {
      const onError = (err) => {
        if (res) badGateway(req, res, err);
        resolve(null);
      };
      askNext(req, requestHeaders, (upRes) => {
        const headers = withoutHopByHop(upRes.headers);
        const keepable = sharedLifetime(upRes.statusCode, headers) !== null;
        const chunks = [];
        let sink = null;
        if (res) {
          headers['x-cache'] = 'miss';
          if (acceptsGzip(req.headers['accept-encoding']) && compressible(headers, Number(headers['content-length'] ?? MIN_COMPRESS_BYTES))) {
            delete headers['content-length'];
            headers['content-encoding'] = 'gzip';
            sink = zlib.createGzip({ level: 6 });
            sink.pipe(res);
          } else {
            sink = res;
          }
          res.writeHead(upRes.statusCode, headers);
        }
        upRes.on('data', (chunk) => {
          if (keepable) chunks.push(chunk);
          // A client that went away does not stop the answer from being kept for the next one.
          if (sink && !res.destroyed) sink.write(chunk);
        });
        upRes.on('end', () => {
          if (sink) sink.end();
          const entry = keepable ? entryOf({ status: upRes.statusCode, headers: upRes.headers, body: Buffer.concat(chunks), requestHeaders: req.headers, now: now() }) : null;
          if (entry) cache.store(req.url, entry);
          resolve(entry);
        });
        upRes.on('error', () => {
          if (res) res.destroy();
          resolve(null);
        });
      }, onError);
    });
    inflight.set(key, promise);
    promise.finally(() => inflight.delete(key));
    return promise;
  }

  async function handle(req, res) {
    if (!requestIsCacheable(req.method, req.headers)) return passThrough(req, res);
    const hit = cache.lookup(req.url, req.headers, now());
    const key = cache.keyOf(req.url, req.headers);
    if (hit) {
      sendEntry(req, res, hit.entry, hit.state === 'fresh' ? 'hit' : 'stale');
      if (hit.state === 'stale' && !inflight.has(key)) fetchAndStore({ method: 'GET', url: req.url, headers: req.headers, socket: req.socket }, null, key);
      return;
    }
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      const again = entry && cache.lookup(req.url, req.headers, now());
      return again ? sendEntry(req, res, again.entry, 'hit') : passThrough(req, res);
    }
    if (req.method === 'HEAD') return passThrough(req, res);
    fetchAndStore(req, res, key);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => badGateway(req, res, err));
  });
  server.on('close', () => agent.destroy());
  return { server };
}
