/**
 * The home page's Knowledge Hub blocks (featured articles, FAQ, About
 * figures), the /faq page and the sidebar's cards, over HTTP and in
 * Chromium: the text is in the server HTML in both languages, the home
 * page's short FAQ opens one answer at a time and leads to /faq,
 * the sidebar shows its cards on a desktop page and nowhere else, the
 * Current Time card shows the engine's tithi for the visitor's city, and
 * Popular Posts follow the page views analytics counted.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, fetchManual, openPage, scrollUntil, setupBrowser, url } from './helpers/browser';
import { query, sessionOf, waitForRows } from './helpers/analytics';
import { HOME_FAQ } from '@/lib/view/faq';

const browser = setupBrowser();
const LOCALES = ['en', 'hi'] as const;
const prefix = (l: (typeof LOCALES)[number]) => (l === 'hi' ? '/hi' : '');
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const stripTags = (s: string) => unescape(s.replace(/<[^>]*>/g, ''));

/** Today in a zone, `yyyy-MM-dd`. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

interface FaqLd {
  '@type': string;
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

function jsonLds(html: string): { '@type': string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
}

describe('home page blocks', () => {
  it.each(LOCALES)('are in the server HTML: three featured articles, the short FAQ and the measured figures (%s)', async (locale) => {
    const res = await fetchManual(prefix(locale) || '/');
    expect(res.status).toBe(200);
    const html = await res.text();

    const featured = html.slice(html.indexOf('data-testid="home-featured"'), html.indexOf('data-testid="explore-hub"'));
    const cards = [...featured.matchAll(/data-testid="article-card" data-article="([^"]+)".*?<h3[^>]*><a[^>]*href="([^"]+)"/gs)];
    expect(cards).toHaveLength(3);
    for (const [, , href] of cards) expect({ href, status: (await fetchManual(href)).status }).toEqual({ href, status: 200 });
    const explore = html.match(/<a [^>]*data-testid="explore-hub"[^>]*>/)![0];
    expect(explore.match(/href="([^"]+)"/)![1]).toBe(`${prefix(locale)}/blog`);

    // The short FAQ: the home page's questions with their answers, and the way to all of them on /faq,
    // whose FAQPage JSON-LD is the only one (the home page carries none).
    expect([...html.matchAll(/data-faq="([^"]+)"/g)].map((m) => m[1])).toEqual([...HOME_FAQ]);
    expect(jsonLds(html).map((d) => d['@type'])).not.toContain('FAQPage');
    expect(html.match(/<a [^>]*data-testid="faq-all"[^>]*>/)![0].match(/href="([^"]+)"/)![1]).toBe(`${prefix(locale)}/faq`);

    // The About figures: counted and measured, nothing claimed.
    const start = html.indexOf('data-testid="home-about"');
    const about = html.slice(start, html.indexOf('</section>', start));
    const stat = (key: string) => stripTags(about.match(new RegExp(`data-stat="${key}".*?<dd[^>]*>(.*?)</dd>`, 's'))![1]);
    expect(stat('places')).toMatch(/^1,?99,568$/);
    expect(stat('years')).toBe('201');
    expect(stat('agreement')).toBe('99.99%');
    expect(stripTags(about).match(/\d+\s*[KkMm]\+/)).toBeNull();
  });

  it.each(LOCALES)('/faq has every question with its answer open, and their FAQPage JSON-LD (%s)', async (locale) => {
    const res = await fetchManual(`${prefix(locale)}/faq`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // FAQPage JSON-LD: ten questions whose answers are the text of the page's sections.
    const ld = jsonLds(html).find((d) => d['@type'] === 'FAQPage') as FaqLd | undefined;
    expect(ld?.mainEntity).toHaveLength(10);
    const ids = [...html.matchAll(/data-faq="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(10);
    ids.forEach((id, i) => {
      const q = html.match(new RegExp(`id="faq-q-${id}"[^>]*>(.*?)</h2>`, 's'))![1];
      expect(stripTags(q)).toBe(ld!.mainEntity[i].name);
      const a = html.match(new RegExp(`id="faq-a-${id}"[^>]*>(.*?)</p>`, 's'))![1];
      expect(stripTags(a)).toBe(ld!.mainEntity[i].acceptedAnswer.text);
    });
    if (locale === 'hi') expect(ld!.mainEntity[0].name).toBe('तिथि क्या है?');
    else expect(ld!.mainEntity[0].name).toBe('What is a tithi?');
    // Linked from the footer, listed in the site maps.
    expect(html).toContain(`href="${prefix(locale)}/faq"`);
    expect(await (await fetchManual(`${prefix(locale)}/sitemap`)).text()).toContain(`href="${prefix(locale)}/faq"`);
  });

  it('links every FAQ answer to pages that answer 200, in both languages', async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const html = await (await fetchManual(`${prefix(locale)}/faq`)).text();
      const faq = html.slice(html.indexOf('data-testid="faq-list"'), html.indexOf('</article>'));
      for (const m of faq.matchAll(/<a [^>]*href="([^"]+)"/g)) seen.add(unescape(m[1]));
    }
    expect(seen.size).toBeGreaterThanOrEqual(30);
    for (const href of seen) {
      expect(href.startsWith('/hi/') || !href.startsWith('/hi')).toBe(true);
      expect({ href, status: (await fetchManual(href)).status }).toEqual({ href, status: 200 });
    }
  });

  it('opens one FAQ answer at a time, by mouse and by keyboard', async () => {
    const { page, errors } = await openPage(browser(), '/', { collectErrors: true });
    const faq = page.getByTestId('faq');
    const questions = faq.locator('button[aria-controls]');
    expect(await questions.count()).toBe(HOME_FAQ.length);
    const expanded = () => questions.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
    const visibleAnswers = () => faq.locator('[role="region"]:visible').count();
    expect(new Set(await expanded())).toEqual(new Set(['false']));
    expect(await visibleAnswers()).toBe(0);

    await questions.nth(0).click();
    expect((await expanded())[0]).toBe('true');
    const region = page.locator(`#${await questions.nth(0).getAttribute('aria-controls')}`);
    expect(await region.isVisible()).toBe(true);
    expect(await region.textContent()).toContain('12 degrees');

    await questions.nth(1).click();
    expect(await expanded()).toEqual(['false', 'true', ...Array(HOME_FAQ.length - 2).fill('false')]);
    expect(await visibleAnswers()).toBe(1);
    // A second press closes it again.
    await questions.nth(1).click();
    expect(new Set(await expanded())).toEqual(new Set(['false']));

    // Keyboard: arrows move between questions, Enter and Space toggle.
    await questions.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await questions.nth(1).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect((await expanded())[1]).toBe('true');
    const last = HOME_FAQ.length - 1;
    await page.keyboard.press('End');
    expect(await questions.nth(last).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    expect(await expanded()).toEqual([...Array(last).fill('false'), 'true']);
    await page.keyboard.press('ArrowDown');
    expect(await questions.nth(0).evaluate((b) => b === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The tithi numbers of today's Panchang day for a city, from the API. */
async function apiTithis(city: string, timeZone: string): Promise<string[]> {
  const res = await fetchManual(`/api/panchang?city=${city}&date=${todayIn(timeZone)}`);
  const body = (await res.json()) as { panchang: { tithi: { number: number }[] } };
  return body.panchang.tithi.map((t) => String(t.number));
}

async function timeCard(page: Page) {
  const card = page.getByTestId('current-time-card');
  // It starts once on screen (below the fold at 1280 x 900).
  await scrollUntil(page, '[data-testid="current-time-card"]', '[data-testid="current-time-card"][data-state="ok"]');
  return {
    city: await card.getByTestId('current-time-city').textContent(),
    date: await card.getByTestId('current-date').textContent(),
    time: (await card.getByTestId('current-time').textContent()) ?? '',
    tithis: await card.locator('[data-tithi]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tithi') ?? '')),
    now: await card.locator('[data-tithi][aria-current="true"]').count(),
  };
}

describe('sidebar', () => {
  it('shows weather, upcoming festivals, popular posts, categories and the current time on a desktop page', async () => {
    const { page, errors } = await openPage(browser(), '/privacy', { viewport: DESKTOP, collectErrors: true });
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/panchang')) apiCalls.push(r.url());
    });
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    const order = await sidebar.locator(':scope > div > [data-testid]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['weather-card', 'sidebar-upcoming', 'popular-posts', 'sidebar-categories', 'current-time-card']);

    // Upcoming festivals: three at New Delhi (the layout's city), each title its event's page, without ?city= (the default).
    const upcoming = page.getByTestId('sidebar-upcoming');
    const titles = await upcoming.locator('[data-testid="event-title"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(titles).toHaveLength(3);
    for (const href of titles) expect(href).toMatch(/^\/festivals\/[a-z]+\/[a-z0-9-]+-\d{4}$/);
    expect((await fetchManual(titles[0])).status).toBe(200);

    // Popular posts: five article links; a count only where one was counted.
    const posts = page.getByTestId('popular-posts');
    expect(await posts.locator('a[data-article]').count()).toBe(5);
    for (const href of await posts.locator('a[data-article]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect({ href, status: (await fetchManual(href)).status }).toEqual({ href, status: 200 });
    }
    if ((await page.getByTestId('popular-basis').getAttribute('data-measured')) === 'false') {
      expect(await posts.locator('[data-views]').count()).toBe(0);
    }

    // Categories: the counts the Knowledge Hub shows.
    const hub = await (await fetchManual('/blog')).text();
    const blog = hub.slice(hub.indexOf('data-testid="category-nav"'), hub.indexOf('data-testid="sidebar"'));
    const chips = Object.fromEntries([...blog.matchAll(/data-category="([^"]+)".*?data-count="(\d+)"/gs)].map((m) => [m[1], m[2]]));
    const cats = page.getByTestId('sidebar-categories');
    const listed = await cats.locator('a[data-category]').evaluateAll((as) =>
      as.map((a) => [a.getAttribute('data-category')!, a.querySelector('[data-count]')!.getAttribute('data-count')!]),
    );
    expect(Object.fromEntries(listed)).toEqual(chips);

    // Current time: New Delhi (the server's selection) ticking, today's date, the engine's tithis, no API call.
    const t = await timeCard(page);
    expect(t.city).toBe('New Delhi');
    expect(t.time).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
    const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
    expect(t.date).toBe(longDate);
    expect(t.tithis).toEqual(await apiTithis('new-delhi', 'Asia/Kolkata'));
    expect(t.now).toBe(1);
    await page.waitForFunction((before) => document.querySelector('[data-testid="current-time"]')?.textContent !== before, t.time);
    expect(apiCalls).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows the city the page’s path names (issue 25): Varanasi’s upcoming festivals and time on Varanasi’s page', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi', { viewport: DESKTOP });
    const titles = await page.getByTestId('sidebar-upcoming').locator('[data-testid="event-title"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(titles).toHaveLength(3);
    for (const href of titles) expect(href).toMatch(/^\/festivals\/[a-z]+\/[a-z0-9-]+-\d{4}\/varanasi$/);
    expect((await timeCard(page)).city).toBe('Varanasi');
    await page.context().close();
  });

  it('shows the time and tithi of the visitor’s own city, read from /api/panchang', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('vc.city', 'new-york-city'));
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/panchang')) apiCalls.push(new URL(r.url()).search);
    });
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:3000'}/hi/terms`);
    const t = await timeCard(page);
    expect(t.city).toBe('न्यूयॉर्क');
    expect(t.tithis).toEqual(await apiTithis('new-york-city', 'America/New_York'));
    expect(apiCalls).toEqual([`?city=new-york-city&date=${todayIn('America/New_York')}`]);
    // Hindi page: Hindi tithi names.
    expect(await page.getByTestId('current-tithi').textContent()).toMatch(/[\u0900-\u097F]/);
    await context.close();
  });

  it('holds the Current Time card’s space with placeholders until the browser knows the selection', async () => {
    const still = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(`${process.env.BASE_URL ?? 'http://localhost:3000'}/about`);
    const card = before.getByTestId('current-time-card');
    expect(await card.getAttribute('data-state')).toBe('loading');
    const serverHeight = (await card.boundingBox())!.height;
    await still.close();

    const { page } = await openPage(browser(), '/about');
    const t = await timeCard(page);
    const height = (await page.getByTestId('current-time-card').boundingBox())!.height;
    // Room is reserved for two tithis; a day of three (a kshaya tithi) may grow the card by one line.
    if (t.tithis.length <= 2) expect(height).toBe(serverHeight);
    else expect(height).toBeGreaterThan(serverHeight);
    await page.context().close();
  });

  it('folds Popular Posts and Categories under their headings, open at first', async () => {
    const { page } = await openPage(browser(), '/blog');
    for (const id of ['popular-posts', 'sidebar-categories']) {
      const card = page.getByTestId(id);
      const button = card.getByRole('button');
      const body = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await body.isVisible()).toBe(true);
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await body.isVisible()).toBe(false);
      await button.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await body.isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('is hidden on a phone and on the monthly Panchang', async () => {
    const phone = await openPage(browser(), '/blog', { viewport: MOBILE });
    expect(await phone.page.getByTestId('sidebar').isVisible()).toBe(false);
    await phone.page.context().close();
    const month = await openPage(browser(), '/panchang/monthly', { viewport: DESKTOP });
    expect(await month.page.getByTestId('sidebar').count()).toBe(0);
    expect(await month.page.getByTestId('current-time-card').count()).toBe(0);
    await month.page.context().close();
  });

  it('ranks Popular Posts and the featured articles by the views analytics counted', async () => {
    // One more reader of the Hora article, in English.
    const reader = await openPage(browser(), '/blog/hora');
    const session = await sessionOf(reader.page);
    await waitForRows('SELECT path FROM events WHERE session = ? AND kind = ?', [session, 'pageview'], (r) => r.length > 0);
    const twin = new URL((await reader.page.getAttribute('link[rel="alternate"][hreflang="hi"]', 'href'))!).pathname.replace(/^\/hi/, '');
    await reader.page.context().close();
    const horaViews = () =>
      Number(query("SELECT count(*) AS n FROM events WHERE kind = 'pageview' AND path IN (?, ?)", '/blog/hora', twin)[0].n);
    const before = horaViews();

    // The server reads the counts at most every 30 s (app/_loaders/articles.ts), and a page keeps the counts it was
    // rendered with as long as it is kept (an hour for /terms): reload until they include this visit, each time a page
    // not rendered before (a day of 2030 at Varanasi: its own path, its own sidebar).
    let attempt = 0;
    const fresh = () => `/muhurat/hora/varanasi/2030-01-${String(attempt + 1).padStart(2, '0')}`;
    const { page } = await openPage(browser(), fresh());
    const listed = () =>
      page
        .getByTestId('popular-posts')
        .locator('a[data-article]')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('data-article')!, Number(a.querySelector('[data-views]')?.getAttribute('data-views') ?? NaN)] as const));
    const includesVisit = (c: (readonly [string, number])[]) => {
      const views = c.filter(([, n]) => !Number.isNaN(n)).map(([, n]) => n);
      const hora = c.find(([id]) => id === 'hora');
      return hora ? hora[1] >= before : views.length === 5 && Math.min(...views) >= before;
    };
    let counted = await listed();
    for (let i = 0; i < 25 && !includesVisit(counted); i++) {
      await page.waitForTimeout(2000);
      attempt++;
      await page.goto(url(fresh()));
      counted = await listed();
    }
    const after = horaViews();
    expect(await page.getByTestId('popular-basis').getAttribute('data-measured')).toBe('true');
    const views = counted.filter(([, n]) => !Number.isNaN(n)).map(([, n]) => n);
    // Most viewed first; counted ones before the editorial fill.
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(counted.slice(0, views.length).every(([, n]) => n > 0)).toBe(true);
    const hora = counted.find(([id]) => id === 'hora');
    if (hora) {
      expect(hora[1]).toBeGreaterThanOrEqual(before);
      expect(hora[1]).toBeLessThanOrEqual(after);
    } else {
      // Five other articles have been read at least as often in this run.
      expect(views).toHaveLength(5);
      expect(Math.min(...views)).toBeGreaterThanOrEqual(before);
    }
    await page.context().close();

    // The home page's first teaser is one of the most viewed articles: a home page not rendered before (at a city
    // no other test opens; `/` may have been kept since before these visits).
    const home = await (await fetch(url('/udaipur/vaishnava'))).text();
    expect(home.match(/data-testid="home-featured" data-measured="(\w+)"/)?.[1]).toBe('true');
    const first = home.match(/data-testid="home-featured".*?data-testid="article-card" data-article="([^"]+)"/s)![1];
    const top = counted.filter(([, n]) => n === views[0]).map(([id]) => id);
    expect(top).toContain(first);
  }, 120_000);
});
