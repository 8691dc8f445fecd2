import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // swisseph is a native addon: it must be required from node_modules at run
  // time (with its bundled ephemeris folder), never bundled.
  serverExternalPackages: ['swisseph'],
  poweredByHeader: false,
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
    ];
  },
};

export default withNextIntl(nextConfig);
