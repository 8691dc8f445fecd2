/** Calls a route handler the way Next does (a Request in, a Response out) and reads what a client sees. */
import Ajv2020 from 'ajv/dist/2020';
import { openApiDocument } from '@/lib/api/openapi/document';

export type Handler = (request: Request) => Promise<Response>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(handler: Handler, path: string): Promise<{ status: number; cache: string | null; json: Json }> {
  const res = await handler(new Request(`http://localhost${path}`));
  return { status: res.status, cache: res.headers.get('cache-control'), json: await res.json() };
}

/**
 * Pins the clock (Date only: timers and microtasks stay real so Response
 * bodies still stream) for "today" and `current`.
 */
export function pinClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'hrtime',
      'performance',
    ],
  });
}

export function unpinClock(): void {
  jest.useRealTimers();
}

export const LONG = 'public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable';
export const SHORT = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';
/** ISO 8601 local time with seconds and offset, as the engine's `detail` carries. */
export const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
export const HHMM = /^\d{2}:\d{2}$/;

/** A validator of one named schema of the OpenAPI document (its components), to check real answers against. */
export function schemaValidator(schema: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'https://api.local/openapi.json', components: JSON.parse(JSON.stringify(openApiDocument().components)) });
  return ajv.compile({ $ref: `https://api.local/openapi.json#/components/schemas/${schema}` });
}
