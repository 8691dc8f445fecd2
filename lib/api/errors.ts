/**
 * Errors of the JSON API and the one mapping from anything thrown to a
 * response: a client's mistake is a 400 (404 for an unknown city) whose
 * `error` names the field, so the client can fix the request; anything else
 * is our fault, logged on the server and answered with a generic 500 that
 * never carries a message or stack (they can reveal paths and internals).
 */
import { unstable_rethrow } from 'next/navigation';
import { isPanchangInputError } from '@/engine';
import { ServerBusyError } from '@/lib/festivals/pressure';

export class ApiError extends Error {
  readonly status: 400 | 404;
  readonly field: string;

  constructor(status: 400 | 404, field: string, message: string) {
    super(withField(field, message));
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

/**
 * "lat must be ..." stays as it is; "Date must be ..." becomes "date must be
 * ..."; any other message gets the field in front ("city: Unknown city ...").
 */
export function withField(field: string, message: string): string {
  if (message.toLowerCase().startsWith(`${field.toLowerCase()} `)) return field + message.slice(field.length);
  return `${field}: ${message}`;
}

export const INTERNAL_ERROR = 'Internal error: the request could not be computed';

export function errorResponse(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** What a thrown value tells the client: its status and message, and when to retry; null for our own faults (a 500). */
export function clientErrorOf(e: unknown): { status: number; message: string; retryAfterSeconds?: number } | null {
  if (e instanceof ApiError) return { status: e.status, message: e.message };
  // The engine validates its own input too (range, zone rules); its field names match our parameters.
  if (isPanchangInputError(e)) return { status: 400, message: withField(e.field, e.message) };
  if (e instanceof ServerBusyError) return { status: 503, message: e.message, retryAfterSeconds: e.retryAfterSeconds };
  return null;
}

/**
 * An error answer built by `respond`, with Retry-After where the client should come back later. Next's own
 * signals pass through: when the build tries to prerender a route, reading the request interrupts it (the
 * route answers per request), which is no error of ours to log or answer.
 */
export function errorAnswer(e: unknown, respond: (status: number, message: string) => Response, internal: string, logLabel: string): Response {
  unstable_rethrow(e);
  const known = clientErrorOf(e);
  if (known === null) {
    console.error(logLabel, e);
    return respond(500, internal);
  }
  const res = respond(known.status, known.message);
  if (known.retryAfterSeconds !== undefined) res.headers.set('Retry-After', String(known.retryAfterSeconds));
  return res;
}

/** The response for anything a handler threw. */
export const responseForError = (e: unknown): Response => errorAnswer(e, errorResponse, INTERNAL_ERROR, 'API error');
