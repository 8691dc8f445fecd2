import path from 'node:path';
import type { NextConfig } from 'next';

// Classic ISR (no Cache Components), for comparison with ../cache.
const config: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: path.resolve(__dirname, '..') },
  experimental: { isrFlushToDisk: false },
};
export default config;
