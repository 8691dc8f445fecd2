import path from 'node:path';
import type { NextConfig } from 'next';

// As the site's next.config.ts: Cache Components, the whole page kept on its first request, in memory only.
const config: NextConfig = {
  cacheComponents: true,
  partialPrefetching: false,
  poweredByHeader: false,
  // scripts/bench-floor.ts builds a copy of scripts/bench/floor/ with the site's node_modules linked beside it: the root holds both.
  turbopack: { root: path.resolve(__dirname, '..') },
  experimental: { isrFlushToDisk: false },
};
export default config;
