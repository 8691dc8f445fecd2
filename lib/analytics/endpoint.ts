/**
 * `POST /api/analytics`: one batch of events from the browser collector.
 *
 *   204  stored (or deliberately not: Do Not Track / Global Privacy Control
 *        headers, a known bot, analytics switched off)
 *   400  oversized body, not JSON, or any event invalid; nothing is stored
 *   403  posted from another site's page (Origin / Sec-Fetch-Site)
 *   429  this client sent too many batches (Retry-After in seconds)
 *   503  the store is unavailable; the events were dropped
 *
 * The body may be sent as text/plain (navigator.sendBeacon's string body)
 * or application/json. A text/plain POST needs no CORS preflight, so any
 * page on the web could make its visitors' browsers post here: browsers
 * name the page's origin on every POST, and one not ours is refused.
 * Events of a path the site does not route are not stored (ingest.ts).
 */
import { errorResponse } from '@/lib/api/errors';
import { SITE_URL } from '@/lib/site';
import { LIMITS } from './events';
import { ingest } from './ingest';
import { proxyCount, rateLimiter } from './runtime';
import { parseBatch } from './schema';
import { clientAddress, visitorHash } from './visitor';

const NO_STORE = { 'Cache-Control': 'no-store' };
// The limiter's keys are hashes too, under a salt that lives only as long as the process.
const LIMITER_SALT = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));

/** The body as text, or null when it is larger than `max` bytes (reading stops there). */
export async function readBody(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether a browser sent the request from a page of another site. A browser
 * says `Sec-Fetch-Site` (same-origin for our own pages' beacons), and one
 * too old for it names the page's origin in `Origin` on every POST: that
 * must be the configured SITE_URL or the host the request was sent to (a
 * local or preview server; a page elsewhere cannot make the browser send
 * another Host). A client that sends neither header is no browser, and no
 * page of another site can have sent it.
 */
export function crossOrigin(request: Request): boolean {
  const headers = request.headers;
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin';
  const origin = headers.get('origin');
  if (origin === null || origin === SITE_URL) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== headers.get('host') && host !== headers.get('x-forwarded-host');
}

/** The browser asks not to be tracked. The collector sends nothing then; this guards other senders. */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
}

export async function handleAnalyticsPost(request: Request, now = Date.now()): Promise<Response> {
  const headers = request.headers;
  if (crossOrigin(request)) return errorResponse(403, 'origin: events are accepted from the site\'s own pages only');
  const client = { address: clientAddress(headers, proxyCount()), userAgent: headers.get('user-agent') };

  // Keyed by the address alone: the user agent is the client's to change with every request.
  const decision = rateLimiter().take(visitorHash(LIMITER_SALT, client.address, null), now);
  if (!decision.ok) {
    return Response.json(
      { error: 'Too many analytics requests from this client; try again later' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(decision.retryAfterSeconds) } },
    );
  }

  const body = await readBody(request, LIMITS.maxBodyBytes);
  if (body === null) return errorResponse(400, `body: must be at most ${LIMITS.maxBodyBytes} bytes`);
  const parsed = parseBatch(body);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  if (optedOut(headers)) return new Response(null, { status: 204, headers: NO_STORE });

  const result = await ingest(parsed.batch, client, now);
  if (result === 'unavailable') return errorResponse(503, 'Analytics storage is unavailable; the events were dropped');
  return new Response(null, { status: 204, headers: NO_STORE });
}
