/**
 * The analytics wire format, shared by the browser collector and the
 * `POST /api/analytics` handler: event kinds, the named events and their
 * properties, the Core Web Vitals, the size classes and the limits. Plain
 * data and types only (no zod here: the browser bundle stays small; the
 * server's schemas in `schema.ts` are checked against these types).
 */

export const ANALYTICS_ENDPOINT = '/api/analytics';

/** The events other components may send with `track(name, props)`. */
export const NAMED_EVENTS = ['city_chosen', 'date_changed', 'language_switched', 'feed_subscribed', 'share', 'finder_used'] as const;
export type NamedEvent = (typeof NAMED_EVENTS)[number];

/** The finders whose forms report `finder_used`. */
export const FINDERS = ['tithi', 'nakshatra'] as const;

/** Properties of each named event: a few stable keys, never free text typed by the visitor. */
export interface NamedEventProps {
  /** A city was chosen in a picker (its slug). */
  city_chosen: { city: string };
  /** A date was chosen (`yyyy-MM-dd`). */
  date_changed: { date: string };
  /** The language switch was used; `to` is the new locale. */
  language_switched: { to: 'en' | 'hi' };
  /** A calendar or news feed was subscribed to (its slug). */
  feed_subscribed: { feed: string };
  /** A page was shared; `method` is the channel's slug (`native`, `copy`, `whatsapp`, ...). */
  share: { method: string };
  /** A finder form was submitted. */
  finder_used: { finder: (typeof FINDERS)[number] };
}

/** Core Web Vitals reported by the `web-vitals` package. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];

export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/**
 * Width classes for the viewport and the screen, in CSS pixels: phones (xs),
 * large phones and small tablets (sm), tablets (md), laptops (lg), desktops (xl).
 * A class, not the exact size, so a visitor's screen does not single them out.
 */
export const SIZE_CLASSES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
const SIZE_LIMITS: readonly [number, SizeClass][] = [
  [480, 'xs'],
  [768, 'sm'],
  [1024, 'md'],
  [1440, 'lg'],
];

export function sizeClass(width: number): SizeClass {
  for (const [limit, cls] of SIZE_LIMITS) if (width < limit) return cls;
  return 'xl';
}

interface Base {
  /** `session_{timestamp}_{random}`, from the tab's session storage. */
  session: string;
  /** When it happened in the browser (epoch ms). */
  time: number;
  /** The page's path, without query or fragment (`/hi/panchang/today/varanasi`). */
  path: string;
}

export interface PageviewEvent extends Base {
  kind: 'pageview';
  /** Host of an external referrer on the first page of a visit, else null. */
  referrer: string | null;
  viewport: SizeClass;
  screen: SizeClass;
  /** The browser's preferred language (`hi-IN`). */
  language: string;
}

export type NamedEventRecord = {
  [N in NamedEvent]: Base & { kind: 'event'; name: N; props: NamedEventProps[N] };
}[NamedEvent];

export interface VitalEvent extends Base {
  kind: 'vital';
  name: VitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
}

export interface ScrollEvent extends Base {
  kind: 'scroll';
  depth: ScrollDepth;
}

export interface TimeEvent extends Base {
  kind: 'time';
  /** Seconds the page was visible since the last report for it. */
  seconds: number;
}

export type AnalyticsEvent = PageviewEvent | NamedEventRecord | VitalEvent | ScrollEvent | TimeEvent;
export type EventKind = AnalyticsEvent['kind'];

/** What `POST /api/analytics` accepts. */
export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

export const LIMITS = {
  /** Events the browser sends in one request. */
  batchSize: 10,
  /** Events the server accepts in one request. */
  maxEventsPerBatch: 20,
  /** Largest request body the server reads (bytes). */
  maxBodyBytes: 16 * 1024,
  /** Events kept in browser storage while they cannot be sent; the oldest go first. */
  queueSize: 200,
  /** Entries of the visitor's local log. */
  logSize: 100,
} as const;

/** Browser storage keys (the privacy page names them). */
export const STORAGE_KEYS = {
  queue: 'vc.analytics.queue',
  log: 'vc.analytics.log',
  session: 'vc.analytics.session',
} as const;

export const SESSION_ID_PATTERN = /^session_\d{13}_[a-z0-9]{8,16}$/;
/** A URL path as `location.pathname` gives it (percent-encoded), at most MAX_PATH_LENGTH characters. */
export const PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/[\]|^]*$/;
export const MAX_PATH_LENGTH = 300;
/** A host name (ASCII, as `URL.hostname` gives it; no port, no IPv6 literal). */
export const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** Language and optional region (`hi`, `en-IN`, `es-419`). */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-([A-Z]{2}|\d{3}))?$/;

/** `navigator.language` reduced to language and region (`en-US-u-ca-gregory` → `en-US`), `und` when it is neither. */
export function languageTag(tag: string): string {
  const [lang = '', region = ''] = tag.split(/[-_]/);
  const l = lang.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(l)) return 'und';
  const r = region.toUpperCase();
  return /^([A-Z]{2}|\d{3})$/.test(r) ? `${l}-${r}` : l;
}
