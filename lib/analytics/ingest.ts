/**
 * From a validated batch to stored rows: each event gets its time (the
 * browser's, never later than now; events older than MAX_EVENT_AGE_MS are
 * dropped, and so are events of a path the site does not route:
 * known-path.ts, so the stats list no made-up paths), its analytics day,
 * the page's locale, type and city, and the client's daily visitor hash,
 * browser family and device class. The IP address and the user agent
 * string go no further than this module.
 */
import { getCityBySlug } from '@/lib/cities';
import type { AnalyticsBatch, AnalyticsEvent } from './events';
import { isKnownPath } from './known-path';
import { describePage } from './page';
import { analyticsDay } from './retention';
import { daySalt, withStore } from './runtime';
import { MAX_EVENT_AGE_MS } from './schema';
import type { StoredEvent } from './store';
import { classifyClient, visitorHash, type ClientClass } from './visitor';

export interface Client {
  address: string;
  userAgent: string | null;
}

function measure(e: AnalyticsEvent): Pick<StoredEvent, 'name' | 'value' | 'props'> {
  switch (e.kind) {
    case 'pageview':
      return { name: null, value: null, props: null };
    case 'event':
      return { name: e.name, value: null, props: JSON.stringify(e.props) };
    case 'vital':
      return { name: e.name, value: e.value, props: null };
    case 'scroll':
      return { name: null, value: e.depth, props: null };
    case 'time':
      return { name: null, value: e.seconds, props: null };
  }
}

const isCity = (slug: string) => getCityBySlug(slug) !== null;

/** The rows to store for a batch; stale events and those of paths the site does not have are left out. */
export function toStoredEvents(batch: AnalyticsBatch, { now, visitor, client }: { now: number; visitor: string; client: ClientClass }): StoredEvent[] {
  const rows: StoredEvent[] = [];
  for (const e of batch.events) {
    const at = Math.min(e.time, now);
    if (at < now - MAX_EVENT_AGE_MS || !isKnownPath(e.path)) continue;
    const page = describePage(e.path, isCity);
    const pv = e.kind === 'pageview' ? e : null;
    rows.push({
      at,
      day: analyticsDay(at),
      kind: e.kind,
      path: page.path,
      locale: page.locale,
      pageType: page.pageType,
      city: page.city,
      ...measure(e),
      session: e.session,
      visitor,
      referrer: pv?.referrer ?? null,
      viewport: pv?.viewport ?? null,
      screen: pv?.screen ?? null,
      language: pv?.language ?? null,
      browser: client.browser,
      device: client.device,
    });
  }
  return rows;
}

/**
 * Stores a batch. `off`: analytics are switched off; `unavailable`: the store
 * failed and the events were dropped (logged once); `ignored`: a bot's.
 */
export async function ingest(batch: AnalyticsBatch, client: Client, now = Date.now()): Promise<'stored' | 'ignored' | 'off' | 'unavailable'> {
  const cls = classifyClient(client.userAgent);
  if (cls.bot) return 'ignored';
  const r = await withStore(
    'storing events',
    async (store) => {
      const visitor = visitorHash(await daySalt(store, now), client.address, client.userAgent);
      const rows = toStoredEvents(batch, { now, visitor, client: cls });
      if (rows.length > 0) await store.insert(rows);
    },
    now,
  );
  return r.status === 'ok' ? 'stored' : r.status;
}
