import type { Figure } from '../bench';

/** Peak resident memory of the whole bench process, printed last (file name sorts last). */
export default async function bench(): Promise<Figure[]> {
  return [{ name: 'bench_peak_rss_mb', value: process.resourceUsage().maxRSS / 1024, unit: 'MB' }];
}
