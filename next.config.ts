import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Native addons: required from node_modules at run time, never bundled
  // (swisseph with its bundled ephemeris folder; better-sqlite3 for analytics;
  // @napi-rs/canvas draws the share cards and sharp encodes them as PNG;
  // better-sqlite3 and sharp are also on Next's own list, named here so the
  // choice is visible).
  serverExternalPackages: ['swisseph', 'better-sqlite3', '@napi-rs/canvas', 'sharp'],
  poweredByHeader: false,
  turbopack: {
    resolveAlias: {
      // Client components translate with useClientT (lib/i18n/client-format.ts), but next-intl's
      // provider and navigation still import use-intl's ICU formatter (intl-messageformat); in the
      // browser it is replaced by a stub that throws (lib/i18n/no-browser-format-message.ts; no client
      // code calls it, so the build drops even the stub): ~10 KB less gzipped JavaScript on every page.
      'use-intl/format-message': { browser: './lib/i18n/no-browser-format-message.ts' },
    },
  },
  experimental: {
    // Unmatched URLs outside the [locale] tree (e.g. /foo.txt) get a real 404 page.
    globalNotFound: true,
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
