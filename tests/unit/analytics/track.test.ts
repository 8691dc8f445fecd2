/** @jest-environment jsdom */
import { STORAGE_KEYS, type AnalyticsEvent } from '@/lib/analytics/events';
import { readLog, queued } from '@/lib/analytics/browser/storage';

type TrackModule = typeof import('@/lib/analytics/browser/track');
let mod: TrackModule;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.isolateModules(() => {
    mod = require('@/lib/analytics/browser/track');
  });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  window.history.replaceState(null, '', '/hi/panchang/today/varanasi?date=2025-11-22');
});

describe('track and recordPageview', () => {
  it('queue a named event with session, time and path, and log it', () => {
    mod.track('city_chosen', { city: 'varanasi' });
    const [e] = queued(localStorage);
    expect(e).toMatchObject({ kind: 'event', name: 'city_chosen', props: { city: 'varanasi' }, path: '/hi/panchang/today/varanasi' });
    expect(e.session).toMatch(/^session_\d{13}_[a-z0-9]{8}$/);
    expect(readLog(localStorage)).toEqual([e]);
  });

  it('record a page view with size classes and language, once per URL', () => {
    mod.recordPageview();
    mod.recordPageview(); // a re-render of the same URL
    window.history.replaceState(null, '', '/hi/panchang/today/varanasi?date=2025-11-23');
    mod.recordPageview();
    const views = queued(localStorage) as Extract<AnalyticsEvent, { kind: 'pageview' }>[];
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ kind: 'pageview', path: '/hi/panchang/today/varanasi', viewport: 'lg', language: 'en-US' });
    // No query in the path: the date stays out of the data.
    expect(JSON.stringify(views)).not.toContain('2025-11-2');
  });

  it('send nothing and keep nothing with Do Not Track', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    mod.track('share', { method: 'copy' });
    mod.recordPageview();
    expect(localStorage.getItem(STORAGE_KEYS.queue)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.log)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('skip paths the server would refuse', () => {
    window.history.replaceState(null, '', `/${'x'.repeat(400)}`);
    mod.recordPageview();
    expect(queued(localStorage)).toEqual([]);
  });

  it('tell the collector about each event', () => {
    const seen: string[] = [];
    mod.onRecorded((e) => seen.push(e.kind));
    mod.track('finder_used', { finder: 'tithi' });
    expect(seen).toEqual(['event']);
  });

  it('keep only the host of an external referrer', () => {
    expect(mod.referrerHost('https://www.Google.com/search?q=panchang', 'localhost')).toBe('www.google.com');
    expect(mod.referrerHost('http://localhost/panchang', 'localhost')).toBeNull();
    expect(mod.referrerHost('', 'localhost')).toBeNull();
    expect(mod.referrerHost('http://[::1]/', 'localhost')).toBeNull();
  });
});
