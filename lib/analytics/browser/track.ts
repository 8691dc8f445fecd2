/**
 * The small, always-loaded half of the collector. `track(name, props)` is
 * what components call for a named event; `recordPageview()` is called by
 * <Analytics> on every route change. Both only write the event to the queue
 * and the visitor's log in browser storage, synchronously (so an event
 * recorded just before the page unloads is not lost) and before the
 * collector has loaded; the collector (collector.ts, loaded when the page is
 * idle) sends the queue and adds vitals, scroll depth and time on page.
 */
import {
  HOST_PATTERN,
  languageTag,
  MAX_PATH_LENGTH,
  PATH_PATTERN,
  sizeClass,
  type AnalyticsEvent,
  type NamedEvent,
  type NamedEventProps,
} from '../events';
import { trackingAllowed } from './consent';
import { appendLog, enqueue, sessionId } from './storage';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event without the fields every event gets when recorded. */
export type EventPayload = DistributiveOmit<AnalyticsEvent, 'session' | 'time' | 'path'>;

type Listener = (event: AnalyticsEvent) => void;
let listener: Listener | null = null;
let session: string | null = null;
/** The document's first page (its vitals belong to it, whatever the visitor opened since). */
let landing: string | null = null;
let lastPageview: string | null = null;

/** The collector's hook: called after each event is queued. */
export function onRecorded(fn: Listener | null): void {
  listener = fn;
}

export function landingPath(): string {
  return landing ?? window.location.pathname;
}

/**
 * Queues an event for the current page (or `path`). Does nothing when the
 * visitor opted out, or for a path the server would refuse (an odd 404 URL).
 */
export function record(payload: EventPayload, path: string = window.location.pathname): void {
  if (typeof window === 'undefined' || !trackingAllowed()) return;
  if (path.length > MAX_PATH_LENGTH || !PATH_PATTERN.test(path)) return;
  session ??= sessionId(window.sessionStorage);
  const event = { ...payload, session, time: Date.now(), path } as AnalyticsEvent;
  try {
    enqueue(window.localStorage, [event]);
    appendLog(window.localStorage, [event]);
  } catch {
    // localStorage itself is unavailable (blocked cookies): the event is dropped.
  }
  listener?.(event);
}

/** A named event: `track('city_chosen', { city: 'varanasi' })`. */
export function track<N extends NamedEvent>(name: N, props: NamedEventProps[N]): void {
  record({ kind: 'event', name, props } as EventPayload);
}

/** Host of the referrer when the visit came from another site, else null (our own pages, typed URLs). */
export function referrerHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return HOST_PATTERN.test(host) && host !== ownHost.toLowerCase() ? host : null;
  } catch {
    return null;
  }
}

/** A page view of the current URL; repeated calls for the same URL (a re-render) count once. */
export function recordPageview(): void {
  const { pathname, search, hostname } = window.location;
  if (`${pathname}${search}` === lastPageview) return;
  const first = lastPageview === null;
  lastPageview = `${pathname}${search}`;
  landing ??= pathname;
  record({
    kind: 'pageview',
    // Only the first page of a document can have come from elsewhere; later ones are our own links.
    referrer: first ? referrerHost(document.referrer, hostname) : null,
    viewport: sizeClass(window.innerWidth),
    screen: sizeClass(window.screen.width),
    language: languageTag(navigator.language || ''),
  });
}
