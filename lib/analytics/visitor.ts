/**
 * What the server keeps about the client sending events: nothing that
 * identifies a person. The IP address and user agent string are read from
 * the request, reduced here and dropped: a hash salted with a random value
 * of the day (counts unique visitors of that day; the salt is deleted after
 * the day, so hashes of different days cannot be linked or reversed), the
 * browser family and the device class.
 */
import { createHash } from 'node:crypto';
import { userAgentFromString } from 'next/server';

export const BROWSER_FAMILIES = ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];
export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'other';

export interface ClientClass {
  browser: BrowserFamily;
  device: DeviceClass;
  /** A known crawler or link-preview bot: its events are not counted. */
  bot: boolean;
}

// Checked in order: Edge, Samsung Internet and Opera also name Chrome or Safari in their strings.
const FAMILIES: readonly [RegExp, BrowserFamily][] = [
  [/edge/i, 'edge'],
  [/samsung/i, 'samsung'],
  [/opera|opr/i, 'opera'],
  [/firefox/i, 'firefox'],
  [/safari/i, 'safari'],
  [/chrom/i, 'chrome'],
];

// Parsing a user agent string costs more than the rest of a request's work; a few hundred strings cover most visitors.
const classified = new Map<string, ClientClass>();
const MAX_CLASSIFIED = 1000;

export function classifyClient(userAgent: string | null): ClientClass {
  const key = userAgent ?? '';
  const known = classified.get(key);
  if (known) return known;
  const ua = userAgentFromString(userAgent ?? undefined);
  const name = ua.browser.name ?? '';
  const browser = FAMILIES.find(([re]) => re.test(name))?.[1] ?? 'other';
  const type = ua.device.type;
  const device: DeviceClass = type === undefined ? 'desktop' : type === 'mobile' || type === 'tablet' ? type : 'other';
  const cls = { browser, device, bot: ua.isBot };
  if (classified.size >= MAX_CLASSIFIED) classified.clear();
  classified.set(key, cls);
  return cls;
}

/**
 * The client's address, from the X-Forwarded-For chain. Each proxy appends
 * the address it received the request from, and the site's own server
 * (scripts/lib/front/front-server.mjs) appends its socket's peer last, so
 * the last entry is the only one nobody but us wrote. `trustedProxies`
 * (ANALYTICS_TRUSTED_PROXIES, lib/analytics/config.ts) counts the proxies
 * in front of the site: with 0, any entries before the last are the
 * client's own words and ignored; with N, the entry N places before the
 * last is what the outermost trusted proxy saw. X-Real-IP is a client's
 * word too: never read.
 */
export function clientAddress(headers: Headers, trustedProxies = 0): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/** 16 hex digits of SHA-256 over the day's salt, the address and the user agent. */
export function visitorHash(salt: Buffer, address: string, userAgent: string | null): string {
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent ?? '')
    .digest('hex')
    .slice(0, 16);
}
