/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance figures of the
 * day page, `/`, `/about` and `/festivals` (issue #24's target: >= 95 each),
 * printed as `name: value unit`: the performance score and TBT, LCP, FCP,
 * CLS and Speed Index per page, each the median of its runs.
 *
 * Builds the site when the build is stale and serves it as `npm start` does
 * (scripts/lib/server.mjs; BASE_URL instead names a running server). Each
 * page is asked for once before measuring, so that no run times the server's
 * first render of it. Lighthouse (pinned at 12.2.3: 13 needs Node 22.19) runs
 * through its Node API with its default config, the mobile preset (Moto G
 * Power screen, simulated throttling: slow 4G and a 4x slower CPU), the
 * performance category only (the other categories do not change its score),
 * in Debian's Chromium (scripts/lib/chromium.ts; CHROMIUM_PATH to use another),
 * a fresh browser and profile for every run as Lighthouse's own CLI does.
 * The JSON reports go to test-results/lighthouse/{page}-{run}.json: read
 * them for the why (bootup-time, mainthread-work-breakdown,
 * largest-contentful-paint-element, render-blocking-resources, unused-javascript).
 *
 * The figures are noisy here. Simulated throttling does not slow the browser:
 * it times the main-thread tasks this machine actually ran and multiplies them
 * by 4 for the phone. The machine has 2 cores shared by several engineers'
 * builds and tests, and the server under test runs on them too, so a busy
 * minute lengthens every task, and TBT (the part of each task over 50 ms,
 * summed) grows faster than the load; the score follows. The
 * `lighthouse_benchmark_index` figure is Lighthouse's own measure of the
 * CPU during the runs (its median; higher is faster): on a quiet machine its
 * runs gave 2,000-2,900, under other engineers' tests 300-1,500 with a day
 * page's TBT from 110 to 1,200 ms. Compare figures only between runs with
 * similar indices.
 *
 * `--runs N` (default 3) measures every page N times, the pages taken in
 * turn in each round so that a busy spell falls on all of them, and prints
 * the median of each figure on its own. More runs, steadier medians; each run
 * takes some 10-20 s. Page names as arguments measure those pages only:
 * `npm run bench:lighthouse -- --runs 5 day about`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Config, Result } from 'lighthouse';
import { pagePath } from '@/lib/urls';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { formatFigure, median, type Figure } from './lib/figures';
import { serverForScript } from './lib/server.mjs';

/** The page name in each figure, and its locale-less path (the day page as the site links to it). */
const PAGES: Record<string, string> = {
  day: pagePath('todayPanchang', { city: 'varanasi', date: '2025-11-22' }),
  home: '/',
  about: '/about',
  festivals: '/festivals',
};

const REPORT_DIR = path.join(process.cwd(), 'test-results', 'lighthouse');

/** The metrics printed per page: figure name part, audit id, unit. */
const METRICS: { key: string; audit: string; unit: string }[] = [
  { key: 'tbt', audit: 'total-blocking-time', unit: 'ms' },
  { key: 'lcp', audit: 'largest-contentful-paint', unit: 'ms' },
  { key: 'fcp', audit: 'first-contentful-paint', unit: 'ms' },
  { key: 'si', audit: 'speed-index', unit: 'ms' },
  { key: 'cls', audit: 'cumulative-layout-shift', unit: 'score' },
];

function parseArgs(argv: string[]): { runs: number; pages: string[] } {
  let runs = 3;
  const pages: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs' || a.startsWith('--runs=')) {
      const v = a === '--runs' ? argv[++i] : a.slice('--runs='.length);
      runs = Number(v);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, at least 1, not "${v}"`);
    } else if (a in PAGES) {
      pages.push(a);
    } else {
      throw new Error(`unknown argument "${a}": give --runs N and page names among ${Object.keys(PAGES).join(', ')}`);
    }
  }
  return { runs, pages: pages.length > 0 ? pages : Object.keys(PAGES) };
}

/**
 * Lighthouse's default config, with one trace field under its old name as well. Lighthouse 12.2.3's trace
 * engine reads the compositor's frame number of a `PipelineReporter` event from `chrome_frame_reporter`,
 * which Debian's Chromium (156) names `frame_reporter`; without it the engine throws, and the audits built
 * on it (the LCP element, layout shifts, render-blocking resources) come back as errors. The metrics and
 * the score do not read it (they come from Lighthouse's own trace model), so the figures are the default
 * config's either way.
 */
async function config(): Promise<Config> {
  const { defaultConfig } = await import('lighthouse');
  const { default: Trace } = await import('lighthouse/core/gather/gatherers/trace.js');
  class RenamedFrameReporterTrace extends Trace {
    getArtifact() {
      const trace = super.getArtifact();
      for (const e of trace.traceEvents) {
        const args = e.args as Record<string, unknown>;
        if (e.name === 'PipelineReporter' && args.frame_reporter && !args.chrome_frame_reporter) args.chrome_frame_reporter = args.frame_reporter;
      }
      return trace;
    }
  }
  // The whole default config with the one gatherer replaced (`extends` cannot merge a gatherer class over a gatherer name).
  const artifacts = defaultConfig.artifacts?.map((a) => (a.id === 'Trace' ? { id: a.id, gatherer: { implementation: RenamedFrameReporterTrace } } : a));
  return { ...defaultConfig, artifacts };
}

/** One Lighthouse run of `url` in a browser of its own. */
async function audit(url: string): Promise<Result> {
  // import(), not a static import: tsx turns a static import of an ES module into require() and compiles the
  // module with esbuild, whose kept function names (`__name(...)`) then ride along in the functions Lighthouse
  // sends to the page as source text, where `__name` is not defined.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const run = await lighthouse(url, flags, await config());
    if (!run) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = run.lhr;
    // A page that failed to load still gets a report, with a null score: that is a failed bench, not a zero.
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (lhr.categories.performance.score === null) throw new Error(`${url}: no performance score (${lhr.runWarnings.join('; ')})`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function numericValue(lhr: Result, id: string): number {
  const v = lhr.audits[id]?.numericValue;
  if (typeof v !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: audit ${id} has no value`);
  return v;
}

async function main() {
  const { runs, pages } = parseArgs(process.argv.slice(2));
  const { base, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'bench-lighthouse-server.log'));
  try {
    for (const name of pages) {
      const res = await fetch(`${base}${PAGES[name]}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${PAGES[name]} answered ${res.status}`);
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    const results: Record<string, Result[]> = Object.fromEntries(pages.map((p) => [p, []]));
    for (let run = 1; run <= runs; run++) {
      for (const name of pages) {
        const lhr = await audit(`${base}${PAGES[name]}`);
        writeFileSync(path.join(REPORT_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
        results[name].push(lhr);
      }
    }
    const figures: Figure[] = [];
    for (const name of pages) {
      const lhrs = results[name];
      figures.push({ name: `lighthouse_perf_${name}`, value: median(lhrs.map((l) => (l.categories.performance.score ?? 0) * 100)), unit: 'score' });
      for (const m of METRICS) {
        const suffix = m.unit === 'ms' ? '_ms' : '';
        figures.push({ name: `lighthouse_${m.key}_${name}${suffix}`, value: median(lhrs.map((l) => numericValue(l, m.audit))), unit: m.unit });
      }
    }
    const all = Object.values(results).flat();
    figures.push({ name: 'lighthouse_benchmark_index', value: median(all.map((l) => l.environment.benchmarkIndex)), unit: 'score' });
    for (const f of figures) console.log(formatFigure(f));
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
