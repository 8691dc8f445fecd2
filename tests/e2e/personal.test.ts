/**
 * Personal dates and reminders in Chromium (#29): two people added to the
 * anniversary tool show their next dates and their feed parses with them;
 * turning on reminders registers the service worker and saves a push
 * subscription, and the tests' own push service on loopback
 * (tests/helpers/push-service.ts) receives exactly one message for a test
 * event, which it decrypts; with the network off, the home page and its
 * today-at-a-glance card still read, from the service worker.
 *
 * This Chromium has no browser push service to reach (no network beyond the
 * machine), so PushManager.subscribe is replaced before the page loads with
 * one that returns a subscription of the tests' push service, with that
 * service's keys: the server encrypts for them, and the service decrypts.
 * The server accepts a loopback endpoint and the test trigger because the
 * test runner starts it with REMINDERS_TEST_HOOKS=1.
 */
import ICAL from 'ical.js';
import type { BrowserContext } from 'playwright-core';
import { startPushService, type PushService } from '../helpers/push-service';
import { axeFindings } from './helpers/axe';
import { BASE_URL, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();
let push: PushService;
let context: BrowserContext | null = null;

beforeAll(async () => {
  push = await startPushService();
});

afterAll(async () => {
  await push.close();
});

afterEach(async () => {
  await context?.close();
  context = null;
});

async function newPage() {
  context = await browser().newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

async function until(check: () => boolean, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the anniversary tool', () => {
  it('adds two people, shows their next anniversaries, and its feed holds the same dates', async () => {
    const { page } = await newPage();
    // The form works once the page has hydrated: on a busy machine a value filled in before is reset by React.
    await page.goto(url('/tools/tithi-anniversary'), { waitUntil: 'networkidle' });
    const add = async (name: string, date: string, time: string, reckoning: string) => {
      await page.fill('[data-testid=person-name]', name);
      await page.fill('[data-testid=person-date]', date);
      if (time) await page.fill('[data-testid=person-time]', time);
      await page.selectOption('[data-testid=person-reckoning]', reckoning);
      await page.click('[data-testid=person-add]');
    };
    await add('Amma', '1965-03-12', '09:30', 'shraddha');
    await page.waitForSelector('[data-testid=person-dates]', { timeout: 30_000 });
    await add('Ravi', '2010-07-04', '', 'nakshatra');
    await page.waitForSelector('[data-testid=person-dates] >> nth=1', { timeout: 30_000 });

    const next = await page.$$eval('[data-testid=next-anniversaries] li', (lis) => lis.map((li) => li.getAttribute('data-date')!));
    expect(next).toHaveLength(2);
    expect([...next].sort()).toEqual(next);
    const today = new Date().toISOString().slice(0, 10);
    expect(next.every((d) => d >= shift(today, -1))).toBe(true);
    // Phalguna Shukla Dashami, as the engine's tests found by hand.
    expect(await page.textContent('[data-testid=person-dates] >> nth=0 >> [data-testid=person-tithi]')).toBe('Shukla Dashami');
    const rows = await page.$$eval('[data-testid=person-dates]', (sections) => sections.map((s) => [...s.querySelectorAll('tr[data-date]')].map((r) => r.getAttribute('data-date')!)));
    expect(rows.map((r) => r.length)).toEqual([20, 20]);

    // The list survives a reload (it lives in this browser).
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid=person-dates] >> nth=1', { timeout: 30_000 });

    // The feed: its address, fetched as a calendar app would, holds each person's dates.
    const feed = await page.inputValue('[data-testid=anniversary-feed-url]');
    expect(feed.startsWith(`${BASE_URL}/calendar/anniversaries.ics?p=1.`)).toBe(true);
    const res = await fetch(feed);
    expect(res.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const dates = new Set(events.map((e) => e.startDate.toString()));
    for (const d of [...rows[0], ...rows[1]]) expect(dates.has(d)).toBe(true);
    expect(events.filter((e) => e.summary.startsWith('Shraddha of Amma'))).toHaveLength(21);

    // No serious or critical accessibility finding on the filled page.
    expect(await axeFindings(page)).toEqual([]);
  });
});

describe('push reminders and the offline card', () => {
  it('turning on a reminder registers the worker, and the push endpoint receives one message for a test event', async () => {
    const { context: ctx, page } = await newPage();
    await ctx.grantPermissions(['notifications'], { origin: BASE_URL });
    const subscription = push.subscription('e2e');
    await ctx.addInitScript((s) => {
      const fake = { endpoint: s.endpoint, expirationTime: null, toJSON: () => s, unsubscribe: async () => true };
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    }, subscription);
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.click('[data-testid=glance-reminders]');
    expect(await axeFindings(page)).toEqual([]);
    await page.check('[data-testid=reminder-kind-pradosh]');
    await page.click('[data-testid=reminders-on]');
    await page.waitForSelector('[data-testid=reminder-panel][data-status=on]', { timeout: 30_000 });
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vc.reminders')!).choices.kinds)).toEqual(['ekadashi', 'pradosh']);

    const trigger = () => fetch(url('/api/reminders/test'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
    expect(await (await trigger()).json()).toEqual({ sent: true });
    await until(() => push.received.length > 0);
    // Once: the same test event is not sent again.
    expect(await (await trigger()).json()).toEqual({ sent: false });
    expect(push.received).toHaveLength(1);
    const payload = JSON.parse(push.received[0].text);
    expect(payload.title).toBe('Test reminder');
    expect(payload.unsubscribe).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
  });

  it('with the network off, the home page and today’s card still read', async () => {
    const { context: ctx, page } = await newPage();
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.waitForSelector('[data-testid=glance-card][data-offline-ready=true]', { timeout: 30_000 });
    const online = (await page.textContent('[data-testid=glance-tithi]'))!.trim();
    expect(online.length).toBeGreaterThan(0);

    await ctx.setOffline(true);
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'reached', () => 'offline'))).toBe('offline');
    const res = await page.reload({ waitUntil: 'load' });
    expect(res?.fromServiceWorker()).toBe(true);
    await page.waitForSelector('[data-testid=glance-card]');
    const tithi = (await page.textContent('[data-testid=glance-tithi]'))!.trim();
    expect(tithi.split(' ')[0]).toBe(online.split(' ')[0]);
    expect(await page.textContent('[data-testid=glance-rahu]')).toMatch(/\d+:\d\d [AP]M/);
  });
});

function shift(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
