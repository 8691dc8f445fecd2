/**
 * Shared Playwright helpers for the e2e suite. Usage in a test file:
 *
 *   import { DESKTOP, MOBILE, openPage, setupBrowser } from './helpers/browser';
 *   const browser = setupBrowser();          // one Chromium per file
 *   it('...', async () => {
 *     const { page, response } = await openPage(browser(), '/hi', { viewport: MOBILE });
 *     ...
 *   });
 *
 * Pages get a fresh context each (no storage carried between tests); call
 * `page.context().close()` when done, or let afterAll close the browser.
 */
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/scripts/lib/chromium';

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Launches Chromium before the file's tests and closes it after; returns a getter. */
export function setupBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('setupBrowser(): the browser is not launched yet (call it at file level)');
    return browser;
  };
}

export const url = (path: string) => `${BASE_URL}${path}`;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Collect console errors and uncaught exceptions into `errors`. */
  collectErrors?: boolean;
}

/** Opens `path` in a fresh context and waits for the load event. */
export async function openPage(
  browser: Browser,
  path: string,
  { viewport = DESKTOP, colorScheme = 'light', collectErrors = false }: OpenOptions = {},
): Promise<{ page: Page; response: Response | null; errors: string[] }> {
  const context = await browser.newContext({ viewport, colorScheme, baseURL: BASE_URL });
  const page = await context.newPage();
  const errors: string[] = [];
  if (collectErrors) {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
  }
  const response = await page.goto(url(path), { waitUntil: 'load' });
  return { page, response, errors };
}

/** The HTTP answer to a request without following redirects. */
/**
 * The elements matching `selector` on screen. After a client-side navigation
 * Next keeps the pages visited before in the document, hidden
 * (cacheComponents' Activity, display: none), so a plain selector may also
 * match the previous page's copy.
 */
export const shown = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

/** Waits until an element on screen matching `selector` has exactly `text`. */
export async function waitForShownText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([sel, want]) => [...document.querySelectorAll<HTMLElement>(sel)].some((e) => e.checkVisibility() && e.textContent === want),
    [selector, text] as const,
  );
}

export function fetchManual(path: string, init: RequestInit = {}): Promise<globalThis.Response> {
  return fetch(url(path), { ...init, redirect: 'manual' });
}

/**
 * Waits until `done` matches, scrolling `target` to the middle of the viewport
 * on every poll. The sidebar's cards start only once an IntersectionObserver
 * has seen them on screen, and one scroll can be undone before the observer's
 * next frame (a layout change above the card on a loaded machine), so the
 * scroll is repeated rather than trusted once. On a timeout the error says
 * where the target was and what it held.
 */
export async function scrollUntil(page: Page, target: string, done: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      ([t, d]) => {
        document.querySelector(t)?.scrollIntoView({ block: 'center' });
        return document.querySelector(d) !== null;
      },
      [target, done] as const,
      { polling: 250, timeout },
    );
  } catch (e) {
    const where = await page.evaluate((t) => {
      const el = document.querySelector(t);
      if (!el) return 'not in the page';
      const r = el.getBoundingClientRect();
      return `top ${Math.round(r.top)} of ${innerHeight} (scrollY ${Math.round(scrollY)}): ${el.outerHTML.slice(0, 600)}`;
    }, target);
    throw new Error(`${done} never matched; ${target} was at ${where}`, { cause: e });
  }
}
