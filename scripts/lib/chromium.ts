/**
 * Debian's Chromium as the project's browser tools launch it: the e2e suite
 * (playwright-core, tests/e2e/helpers/browser.ts) and `npm run
 * bench:lighthouse` (chrome-launcher). CHROMIUM_PATH names another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without the networking flags Chromium keeps trying to reach Google's
 * services and hangs on this machine's closed network. `--headless` is the
 * new headless mode (`--headless=new`) in Chromium 132 and later.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
