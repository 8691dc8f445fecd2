/**
 * One public endpoint of the JSON API as data: its path, its parameters (the
 * zod schemas the handler parses with), its response schema (the type the
 * handler's body must have: apiRoute in handler.ts checks it), the errors it
 * answers, an example request and its caching. The OpenAPI document
 * (lib/api/openapi/document.ts) and the /developers page are generated from
 * these objects, so the handler and its documentation cannot drift apart.
 */
import type { z } from 'zod';

/** Error statuses an endpoint can answer besides 500 (our own fault, never with details). */
export type ErrorStatus = 400 | 404 | 503;

/** Groups of the document and of the /developers page, in their order. */
export const ENDPOINT_GROUPS = ['panchang', 'muhurat', 'grahas', 'festivals', 'calendar', 'cities', 'weather', 'service'] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/**
 * The caching rules the handlers apply: `date` long for an explicit date and
 * short for "today"; `live` as `date`, but short while the day runs (it
 * names the period holding now); `long` always; `provider` as long as the
 * weather cache keeps the answer; `document` an hour; `feed` a day in
 * shared caches (a subscribed calendar); `private` half a day in the
 * browser only (an answer whose URL holds people's names); `none` never.
 */
export type CachePolicy = 'date' | 'live' | 'long' | 'provider' | 'document' | 'feed' | 'private' | 'none';

export interface Endpoint<R extends z.ZodType = z.ZodType> {
  /** OpenAPI path, path parameters in braces: `/api/cities/{slug}`. */
  path: string;
  /** Stable id of the operation (OpenAPI operationId). */
  id: string;
  group: EndpointGroup;
  summary: string;
  description: string;
  /** Query parameters: each key of the object is one parameter (lib/api/query.ts parseQuery reads them so). */
  query?: z.ZodObject;
  /** Path parameters, by the names in `path`. */
  pathParams?: z.ZodObject;
  /** The 200 body (JSON unless `mediaType` says otherwise). */
  response: R;
  /** Media type of the 200 body; errors of such an endpoint are plain text. */
  mediaType?: 'application/json' | 'text/calendar';
  errors: readonly ErrorStatus[];
  /** Status of a readiness answer that is not an error body (the health check answers 503 with its own body). */
  unavailableBody?: boolean;
  /** One request that answers 200: parameter values as they are written in the URL. */
  example: { query?: Record<string, string>; path?: Record<string, string> };
  /** Which Cache-Control the handler sends on success (lib/api/cache.ts; described by CACHE_POLICIES in openapi/caching.ts). */
  caching: CachePolicy;
}

/** Keeps the response schema's type, so apiRoute can check the handler's body against it. */
export function defineEndpoint<R extends z.ZodType>(endpoint: Endpoint<R>): Endpoint<R> {
  return endpoint;
}

/** The example's URL (path and query), as a client would request it. */
export function exampleUrl(e: Endpoint): string {
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(e.example.path?.[name] ?? `{${name}}`));
  const query = new URLSearchParams(e.example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
