import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { MAX_BODY_BYTES } from './lib/http/limits';
import { siteOrigin } from './lib/site';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * Megabytes of rendered pages and cached models a server keeps in memory
 * (Next's ISR cache and its 'use cache' store each hold up to this much;
 * least recently used first out). Pages are also kept by a CDN in front
 * (docs/operations.md); with REDIS_URL set, Redis holds them instead.
 */
const cacheMb = Number(process.env.CACHE_MEMORY_MB ?? '128');
if (!Number.isFinite(cacheMb) || cacheMb < 0) throw new Error(`CACHE_MEMORY_MB must be a number of megabytes, not "${process.env.CACHE_MEMORY_MB}"`);

/**
 * Several nodes, one cache: with REDIS_URL set, every node keeps its
 * rendered pages (the ISR cache) and its 'use cache' entries in that Redis,
 * through @trieb.work/nextjs-turbo-redis-cache (lib/cache/, docs/operations.md),
 * so a page one node rendered is served by the others. Off by default: one
 * node keeps them in its own memory.
 */
const redis = Boolean(process.env.REDIS_URL);

const nextConfig: NextConfig = {
  // Native addons: required from node_modules at run time, never bundled
  // (swisseph with its bundled ephemeris folder; better-sqlite3 for analytics;
  // @napi-rs/canvas draws the share cards and sharp encodes them as PNG;
  // better-sqlite3 and sharp are also on Next's own list, named here so the
  // choice is visible).
  serverExternalPackages: ['swisseph', 'better-sqlite3', '@napi-rs/canvas', 'sharp', '@trieb.work/nextjs-turbo-redis-cache', 'redis'],
  poweredByHeader: false,
  // The public origin, fixed when the site is built (lib/site.ts): prerendered and later pages name the same one.
  env: { BUILT_SITE_URL: siteOrigin(process.env.SITE_URL) },
  // Next's own caching (docs/performance.md, Caching): each page's path is its cache key, its model is kept with
  // 'use cache' for the lifetime its path implies (lib/http/cache-life.ts), and the rendered page as long.
  cacheComponents: true,
  // A page's first request waits for the whole page, which is then kept (the ISR cache), rather than being
  // answered with a shell whose content streams in: a crawler gets the page, and the first answer is cacheable.
  partialPrefetching: false,
  cacheMaxMemorySize: redis ? 0 : cacheMb * 1024 * 1024,
  ...(redis
    ? {
        cacheHandler: require.resolve('./lib/cache/isr-handler.mjs'),
        cacheHandlers: { default: require.resolve('./lib/cache/use-cache-handler.mjs'), remote: require.resolve('./lib/cache/use-cache-handler.mjs') },
      }
    : {}),
  experimental: {
    // Unmatched URLs outside the [locale] tree (e.g. /foo.txt) get a real 404 page.
    globalNotFound: true,
    // Rendered pages live in memory (bounded by cacheMaxMemorySize) or Redis, never on disk: a crawler's
    // every new date would otherwise grow .next without bound.
    isrFlushToDisk: false,
    // Every script file the pages load carries its hash (integrity=): the CSP allows our own files and
    // inline scripts without a per-response nonce (lib/http/security.ts, docs/security.md).
    sri: { algorithm: 'sha256' },
    // What Next reads of a request body before the proxy runs: the largest body the site accepts
    // (an analytics batch); the proxy refuses bodies anywhere else (405) and larger ones (413).
    proxyClientMaxBodySize: MAX_BODY_BYTES,
  },
  async rewrites() {
    return {
      // English pages have no language prefix: they are the [locale] routes under /en. A rewrite here
      // (not in the proxy) leaves no internal path in the answer's headers.
      beforeFiles: [
        { source: '/', destination: '/en' },
        { source: '/:path((?!hi(?:/|$)|en(?:/|$)|api(?:/|$)|calendar/|_next/|_vercel/)[^.]*)', destination: '/en/:path' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      // Old URLs of the lagna page, kept so existing links still land.
      { source: '/ascendant', destination: '/lagna', permanent: true },
      { source: '/horoscope-lagna-today', destination: '/lagna', permanent: true },
      { source: '/hi/ascendant', destination: '/hi/lagna', permanent: true },
      { source: '/hi/horoscope-lagna-today', destination: '/hi/lagna', permanent: true },
      // The seed's finder URLs under /astrology lead to the finders (with a city, to that city's finder).
      ...['', '/hi'].flatMap((prefix) => [
        { source: `${prefix}/astrology/tithi-finder`, destination: `${prefix}/tithi-today`, permanent: true },
        { source: `${prefix}/astrology/tithi-finder/:city`, destination: `${prefix}/tithi-today/:city`, permanent: true },
        { source: `${prefix}/astrology/nakshatra-finder`, destination: `${prefix}/nakshatra-finder`, permanent: true },
        { source: `${prefix}/astrology/nakshatra-finder/:city`, destination: `${prefix}/nakshatra-finder/:city`, permanent: true },
      ]),
    ];
  },
};

export default withNextIntl(nextConfig);
