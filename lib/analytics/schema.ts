/**
 * zod schemas of `POST /api/analytics`: every event is checked field by field
 * and objects are strict, so nothing beyond the documented fields (no free
 * text, no identifiers of a person) can be stored. The first problem found
 * becomes a 400 whose message names the field (`events.2.value: ...`).
 */
import { z } from 'zod';
import { withField } from '@/lib/api/errors';
import { routing } from '@/i18n/routing';
import {
  FINDERS,
  HOST_PATTERN,
  LANGUAGE_PATTERN,
  LIMITS,
  MAX_PATH_LENGTH,
  PATH_PATTERN,
  SCROLL_DEPTHS,
  SESSION_ID_PATTERN,
  SIZE_CLASSES,
  type AnalyticsBatch,
  type NamedEvent,
} from './events';

/** Events older than this when they arrive (a browser offline for long) are dropped, not stored. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 3600 * 1000;
/** Earliest plausible event time: 2020-01-01T00:00:00Z. */
const MIN_TIME = Date.UTC(2020, 0, 1);

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug').max(80);

const base = {
  session: z.string().regex(SESSION_ID_PATTERN, 'must be session_{13-digit timestamp}_{8-16 lowercase letters or digits}'),
  time: z.number().int('must be a whole number of milliseconds').min(MIN_TIME, 'must be an epoch time in milliseconds after 2020'),
  path: z.string().max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`).regex(PATH_PATTERN, 'must be a URL path without query or fragment'),
};

const pageview = z.strictObject({
  kind: z.literal('pageview'),
  ...base,
  referrer: z.string().max(253).regex(HOST_PATTERN, 'must be a host name only').nullable(),
  viewport: z.enum(SIZE_CLASSES),
  screen: z.enum(SIZE_CLASSES),
  language: z.string().regex(LANGUAGE_PATTERN, 'must be a language and optional region such as hi-IN'),
});

const named = <N extends NamedEvent, P extends z.ZodRawShape>(name: N, props: P) =>
  z.strictObject({ kind: z.literal('event'), ...base, name: z.literal(name), props: z.strictObject(props) });

const namedEvent = z.discriminatedUnion('name', [
  named('city_chosen', { city: slug }),
  named('date_changed', { date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd') }),
  named('language_switched', { to: z.enum(routing.locales) }),
  named('feed_subscribed', { feed: slug }),
  named('share', { method: slug }),
  named('finder_used', { finder: z.enum(FINDERS) }),
]);

// CLS is a unitless layout-shift score; the others are milliseconds (at most 10 minutes).
const vital = z.discriminatedUnion('name', [
  z.strictObject({ kind: z.literal('vital'), ...base, name: z.literal('CLS'), value: z.number().min(0).max(100) }),
  z.strictObject({ kind: z.literal('vital'), ...base, name: z.enum(['LCP', 'INP', 'FCP', 'TTFB']), value: z.number().min(0).max(600_000) }),
]);

const scroll = z.strictObject({
  kind: z.literal('scroll'),
  ...base,
  depth: z.union(SCROLL_DEPTHS.map((d) => z.literal(d)), { error: `must be one of ${SCROLL_DEPTHS.join(', ')}` }),
});

const time = z.strictObject({
  kind: z.literal('time'),
  ...base,
  seconds: z.number().int().min(1).max(86_400),
});

const event = z.discriminatedUnion('kind', [pageview, namedEvent, vital, scroll, time], {
  error: (issue) => (issue.code === 'invalid_union' ? 'unknown event kind' : undefined),
});

export const batchSchema = z.strictObject({
  events: z.array(event).min(1, 'must hold at least one event').max(LIMITS.maxEventsPerBatch, `must hold at most ${LIMITS.maxEventsPerBatch} events`),
});

// The schema and the wire types in events.ts describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<z.output<typeof batchSchema>, AnalyticsBatch> = true;
void schemaMatchesTypes;

export type ParseResult = { ok: true; batch: AnalyticsBatch } | { ok: false; error: string };

/** Parses a request body (text, already size-checked): JSON, then the batch schema; the error names the first bad field. */
export function parseBatch(body: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'body: must be JSON' };
  }
  const parsed = batchSchema.safeParse(json);
  if (parsed.success) return { ok: true, batch: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return { ok: false, error: withField(field, issue.message) };
}
