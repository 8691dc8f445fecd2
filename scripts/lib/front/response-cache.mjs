/**
 * The shared cache of the front server (scripts/lib/front/front-server.mjs):
 * what a CDN in front of the site would keep, kept in the server's own
 * memory. Rendering a day page costs React ~40 ms of CPU; the answer is the
 * same for everyone who asks for that URL without the site's cookies, and
 * the site says for how long in its Cache-Control (lib/http/page-cache.ts,
 * lib/api/cache.ts). This module decides, by HTTP's rules for a shared cache
 * (RFC 9111), which answers may be kept and for how long, and keeps them in
 * a least-recently-used store bounded in bytes.
 *
 * What a shared cache must not do, and this one does not:
 * - answer a request that carries one of the site's cookies (all named
 *   `vc_*`: the remembered city and conventions) from an entry made for a
 *   request without them, or keep the answer to such a request;
 * - keep an answer that is not `public` with a shared lifetime (`s-maxage`,
 *   else `max-age`), that sets a cookie, or that varies on everything;
 * - answer a request whose `Vary` headers differ from the stored request's.
 *   `Accept-Encoding` is the exception: the front asks the site for the
 *   plain body and compresses it itself, so one entry serves every encoding.
 *   Next also renders differently, without saying so in `Vary`, for
 *   crawlers by their User-Agent (metadata blocking in <head> for those that
 *   read HTML only): entries are kept per kind of agent as Next tells them
 *   apart (its getBotType);
 * - repeat a page's CSP nonce. A nonce must be new in every answer, or an
 *   attacker who read one page would know the nonce of the next. A page's
 *   nonce is a fresh 128-bit random value (lib/http/security.ts); the entry
 *   keeps the body split at its every occurrence and each answer joins the
 *   parts with a new one, in the body and in the headers (the CSP, Link).
 */
import { randomBytes } from 'node:crypto';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';

/** The site's cookies (lib/selection/params.ts CITY_COOKIE, lib/conventions/conventions.ts CONVENTIONS_COOKIE) share this prefix. */
export const SITE_COOKIE_PREFIX = 'vc_';

/** Headers of one connection, never passed on (RFC 9110 7.6.1; proxy-connection is the old spelling some clients send). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization'];

/** A copy of headers without the hop-by-hop ones. */
export function withoutHopByHop(headers) {
  const out = { ...headers };
  for (const h of HOP_BY_HOP) delete out[h];
  return out;
}
/** Headers an entry does not keep: hop-by-hop ones, and those the front writes per answer. */
const NOT_STORED = new Set([...HOP_BY_HOP, 'content-length', 'content-encoding', 'date', 'age', 'x-cache']);

const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Whether the request names one of the site's cookies, which may change what a page shows. */
function hasSiteCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((c) => c.trim().startsWith(SITE_COOKIE_PREFIX));
}

/** Whether the cache may answer this request or keep its answer at all. */
export function requestIsCacheable(method, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers.authorization) return false;
  if (hasSiteCookie(headers.cookie)) return false;
  // A reload that asks for a fresh answer (no-cache) or for none to be kept (no-store) gets one from the site.
  return !/\bno-(store|cache)\b/i.test(headers['cache-control'] ?? '');
}

/** The Cache-Control directives as a map (lower-case names; `true` for directives without a value). */
function directives(cacheControl) {
  const out = new Map();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name) out.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ''));
  }
  return out;
}

const seconds = (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/**
 * How long a shared cache may keep an answer: { fresh, stale } in seconds
 * (stale: how long past freshness it may still be served while a fresh copy
 * is fetched, `stale-while-revalidate`), or null when it may not be kept.
 */
export function sharedLifetime(status, headers) {
  if (status !== 200) return null;
  if (headers['set-cookie']) return null;
  const vary = headers.vary ?? '';
  if (vary.split(',').some((h) => h.trim() === '*')) return null;
  const d = directives(headers['cache-control']);
  if (!d.has('public') || d.has('private') || d.has('no-store') || d.has('no-cache')) return null;
  const fresh = seconds(d.get('s-maxage')) ?? seconds(d.get('max-age'));
  if (!fresh) return null;
  return { fresh, stale: seconds(d.get('stale-while-revalidate')) ?? 0 };
}

/** The request headers an answer varies on, but Accept-Encoding (the front compresses itself). */
function varyNames(headers) {
  return (headers.vary ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h && h !== 'accept-encoding');
}

/** What tells an entry's variants apart: the values of the Vary headers, and the kind of agent Next renders for. */
const varyValues = (names, requestHeaders) =>
  [getBotType(requestHeaders['user-agent'] ?? '') ?? 'browser', ...names.map((n) => requestHeaders[n] ?? '')].join('\n');

/** The nonce of a page's Content-Security-Policy, if it has one. */
function cspNonce(headers) {
  return /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? null;
}

// As lib/http/security.ts newNonce makes the nonce of a render.
const newNonce = () => randomBytes(16).toString('base64');

/**
 * What an entry answers with: status, headers and body, with a new nonce
 * in place of the stored one when the answer is a page with a nonce.
 */
export function answerOf(entry, now) {
  const headers = { ...entry.headers };
  headers.age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  if (!entry.bodyParts) return { status: entry.status, headers, body: entry.body };
  const nonce = newNonce();
  for (const [name, parts] of Object.entries(entry.headerParts)) headers[name] = parts.join(nonce);
  const nonceBytes = Buffer.from(nonce);
  const body = Buffer.concat(entry.bodyParts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  return { status: entry.status, headers, body };
}

/** The bytes between the occurrences of `needle` (an ASCII nonce: never inside a multi-byte character). */
function splitBytes(buf, needle) {
  const parts = [];
  let from = 0;
  for (let at = buf.indexOf(needle, from); at !== -1; at = buf.indexOf(needle, from)) {
    parts.push(buf.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(buf.subarray(from));
  return parts;
}

/**
 * An entry for an answer, or null when it may not be kept: status, kept
 * headers, the body (split at the nonce for pages), its lifetime and the
 * values of the request headers it varies on.
 */
export function entryOf({ status, headers, body, requestHeaders, now }) {
  const life = sharedLifetime(status, headers);
  if (!life || body.length > MAX_ENTRY_BYTES) return null;
  const kept = {};
  for (const [k, v] of Object.entries(headers)) if (!NOT_STORED.has(k)) kept[k] = v;
  const nonce = cspNonce(headers);
  // A page's ETag is that of the answer with the old nonce; it would not match the new body.
  if (nonce) delete kept.etag;
  // The nonce is in the CSP, and in a Link header's preloads.
  const headerParts = {};
  if (nonce) for (const [k, v] of Object.entries(kept)) if (typeof v === 'string' && v.includes(nonce)) headerParts[k] = v.split(nonce);
  const names = varyNames(headers);
  return {
    status,
    headers: kept,
    // A page with a nonce keeps only its parts around the nonce; other answers their bytes.
    body: nonce ? null : body,
    bodyParts: nonce ? splitBytes(body, Buffer.from(nonce)) : null,
    headerParts,
    storedAt: now,
    freshUntil: now + life.fresh * 1000,
    staleUntil: now + (life.fresh + life.stale) * 1000,
    varyNames: names,
    varyValues: varyValues(names, requestHeaders),
    bytes: body.length + 1024,
  };
}

/**
 * A least-recently-used store of entries bounded in bytes. Entries of one
 * URL are kept per variant (the values of the request headers they vary on).
 */
export class ResponseCache {
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** `${url}\n${varyValues}` -> entry, least recently used first. */
    this.entries = new Map();
    /** url -> { names: the request headers its answers vary on, count: its entries }. */
    this.urls = new Map();
  }

  keyOf(url, requestHeaders) {
    return `${url}\n${varyValues(this.urls.get(url)?.names ?? [], requestHeaders)}`;
  }

  /** { entry, state: 'fresh' | 'stale' } for a request, or null. An entry past its stale time is dropped. */
  lookup(url, requestHeaders, now) {
    const key = this.keyOf(url, requestHeaders);
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (now >= entry.staleUntil) {
      this.#forget(entry);
      return null;
    }
    this.entries.set(key, entry);
    return { entry, state: now < entry.freshUntil ? 'fresh' : 'stale' };
  }

  store(url, entry) {
    if (entry.bytes > this.maxBytes) return;
    const key = `${url}\n${entry.varyValues}`;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.#forget(old);
    }
    const u = this.urls.get(url) ?? { names: entry.varyNames, count: 0 };
    u.names = entry.varyNames;
    u.count += 1;
    this.urls.set(url, u);
    entry.url = url;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.#forget(oldest);
    }
  }

  /** Accounts for an entry taken out of `entries`. */
  #forget(entry) {
    this.bytes -= entry.bytes;
    const u = this.urls.get(entry.url);
    if (u && --u.count <= 0) this.urls.delete(entry.url);
  }
}
