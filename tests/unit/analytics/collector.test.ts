/** @jest-environment jsdom */
/**
 * The collector in a simulated browser: batching and sendBeacon, the fetch
 * fallback, the offline queue, vitals, scroll depth and time on page.
 */
import type { Metric } from 'web-vitals';
import { ANALYTICS_ENDPOINT, LIMITS, type AnalyticsEvent } from '@/lib/analytics/events';
import { queued } from '@/lib/analytics/browser/storage';

const vitals: Record<string, (m: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void) => {
    vitals[name] = cb;
  };
  return { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

type Track = typeof import('@/lib/analytics/browser/track');
type Collector = typeof import('@/lib/analytics/browser/collector');
let track: Track;
let collector: Collector;
let beacon: jest.Mock;
let online = true;
let visibility: DocumentVisibilityState = 'visible';

const sent = (): AnalyticsEvent[] => beacon.mock.calls.flatMap(([, body]) => JSON.parse(body as string).events);
const metric = (name: string, value: number) => ({ name, value }) as Metric;

function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { get: () => online, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
});

// Each test loads a fresh collector; the listeners an earlier one left on window and document are removed.
const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
for (const target of [window, document]) {
  const add = target.addEventListener.bind(target);
  jest.spyOn(target, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
    listeners.push([target, type, fn]);
    add(type, fn, opts);
  });
}

beforeEach(() => {
  for (const [target, type, fn] of listeners.splice(0)) target.removeEventListener(type, fn);
  for (const k of Object.keys(vitals)) delete vitals[k];
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 23, 6, 0) });
  localStorage.clear();
  sessionStorage.clear();
  online = true;
  visibility = 'visible';
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  window.history.replaceState(null, '', '/muhurat/hora/ujjain');
  jest.isolateModules(() => {
    track = require('@/lib/analytics/browser/track');
    collector = require('@/lib/analytics/browser/collector');
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the collector', () => {
  it('sends what was queued before it loaded, in one batch, shortly after starting', () => {
    track.recordPageview();
    track.track('city_chosen', { city: 'ujjain' });
    collector.startCollector();
    expect(beacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe(ANALYTICS_ENDPOINT);
    expect(sent().map((e) => e.kind)).toEqual(expect.arrayContaining(['pageview', 'event']));
    expect(queued(localStorage)).toEqual([]);
  });

  it('sends batches of at most 10 events', () => {
    collector.startCollector();
    for (let i = 0; i < 25; i++) track.track('date_changed', { date: '2025-11-22' });
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    const sizes = beacon.mock.calls.map(([, body]) => JSON.parse(body as string).events.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(LIMITS.batchSize);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(25);
  });

  it('keeps events while offline and sends them when the connection returns', () => {
    online = false;
    collector.startCollector();
    track.recordPageview();
    track.track('share', { method: 'copy' });
    jest.advanceTimersByTime(10 * collector.FLUSH_DELAY_MS);
    expect(beacon).not.toHaveBeenCalled();
    expect(queued(localStorage).map((e) => e.kind)).toEqual(expect.arrayContaining(['pageview', 'event']));
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(sent().map((e) => e.kind)).toEqual(expect.arrayContaining(['pageview', 'event']));
    expect(queued(localStorage)).toEqual([]);
  });

  it('falls back to fetch with keepalive, and re-queues the batch when that fails', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    const fetchMock = jest.fn((url: string, init: RequestInit) => Promise.reject(new TypeError(`Failed to fetch ${url} (${init.method})`)));
    global.fetch = fetchMock as unknown as typeof fetch;
    collector.startCollector();
    track.track('share', { method: 'whatsapp' });
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));
    await Promise.resolve();
    await Promise.resolve();
    // Everything of the failed batch is back in the queue (the share, and the scroll depths of this empty page).
    const kinds = fetchMock.mock.calls.flatMap(([, init]) => JSON.parse(init.body as string).events.map((e: AnalyticsEvent) => e.kind));
    expect(kinds).toContain('event');
    expect(queued(localStorage).map((e) => e.kind).sort()).toEqual([...kinds].sort());
  });

  it('reports vitals for the first page of the document, rounded', () => {
    track.recordPageview();
    collector.startCollector();
    window.history.replaceState(null, '', '/lagna');
    vitals.LCP(metric('LCP', 1834.5678));
    vitals.CLS(metric('CLS', 0.123456));
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    const reported = sent().filter((e) => e.kind === 'vital');
    expect(reported).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1834.6, path: '/muhurat/hora/ujjain' }),
      expect.objectContaining({ name: 'CLS', value: 0.1235, path: '/muhurat/hora/ujjain' }),
    ]);
  });

  it('reports the seconds a page was visible when it is hidden, and sends at once', () => {
    track.recordPageview();
    collector.startCollector();
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    beacon.mockClear();
    jest.advanceTimersByTime(42_000);
    setVisibility('hidden');
    expect(sent()).toEqual([expect.objectContaining({ kind: 'time', seconds: 44, path: '/muhurat/hora/ujjain' })]);
    // Hidden time does not count; the next report has only the visible seconds since.
    jest.advanceTimersByTime(600_000);
    setVisibility('visible');
    jest.advanceTimersByTime(5_000);
    beacon.mockClear();
    setVisibility('hidden');
    expect(sent()).toEqual([expect.objectContaining({ kind: 'time', seconds: 5 })]);
  });

  it('reports the previous page’s time when the visitor moves on', () => {
    track.recordPageview();
    collector.startCollector();
    jest.advanceTimersByTime(10_000);
    window.history.pushState(null, '', '/lagna');
    track.recordPageview();
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    const kinds = sent().map((e) => [e.kind, e.path]);
    expect(kinds).toEqual(expect.arrayContaining([['time', '/muhurat/hora/ujjain'], ['pageview', '/lagna']]));
  });

  it('records each scroll depth once per page', () => {
    // jsdom lays nothing out: the page is no taller than the window, so it is seen whole at once.
    track.recordPageview();
    collector.startCollector();
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    const depths = (path: string) => sent().flatMap((e) => (e.kind === 'scroll' && e.path === path ? [e.depth] : []));
    expect(depths('/muhurat/hora/ujjain')).toEqual([25, 50, 75, 100]);
    // Another page starts again.
    window.history.pushState(null, '', '/lagna');
    track.recordPageview();
    jest.advanceTimersByTime(collector.FLUSH_DELAY_MS);
    expect(depths('/lagna')).toEqual([25, 50, 75, 100]);
    expect(depths('/muhurat/hora/ujjain')).toEqual([25, 50, 75, 100]);

    expect(collector.scrolledPercent(0, 800, 3200)).toBe(25);
    expect(collector.scrolledPercent(1600, 800, 3200)).toBe(75);
    expect(collector.scrolledPercent(0, 800, 600)).toBe(100);
    expect(collector.scrolledPercent(5000, 800, 3200)).toBe(100);
  });

  it('does nothing at all with Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      collector.startCollector();
      track.recordPageview();
      jest.advanceTimersByTime(10 * collector.FLUSH_DELAY_MS);
      setVisibility('hidden');
      expect(beacon).not.toHaveBeenCalled();
      expect(vitals).toEqual({});
      expect(queued(localStorage)).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    }
  });
});
