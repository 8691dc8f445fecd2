/**
 * The zod pieces every API route builds its query from, and the one way a
 * query is read: absent and empty parameters are the same thing (not given),
 * and the first problem zod finds becomes a 400 ApiError naming the field, so
 * every route words and maps its input errors alike (errors.ts).
 */
import { z } from 'zod';
import { ApiError } from './errors';

// Plain decimals only: Number() would also accept "1e3", "0x10", "Infinity".
const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** lat (max 90) or lon (max 180) in decimal degrees; required unless wrapped in .optional(). */
export function coordinate(name: 'lat' | 'lon', max: number) {
  const message = `${name} must be a decimal number from -${max} to ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .regex(decimal, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));
}

/** A whole number in [min, max] written in digits only; required unless wrapped in .optional(). */
export function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** The first problem zod found, as an ApiError naming the field. */
function firstIssue(err: z.ZodError, field?: string): ApiError {
  const issue = err.issues[0];
  return new ApiError(400, field ?? String(issue.path[0] ?? 'query'), issue.message);
}

const given = (v: string | null | undefined): string | undefined => (v === null || v === '' ? undefined : v);

/**
 * Reads the parameters named by an object schema's keys (others are ignored)
 * and validates them. Throws ApiError 400 naming the field of the first issue.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, given(params.get(k))]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data;
}

/** One value (a path segment, say). Throws ApiError 400 naming the field. */
export function parseValue<T extends z.ZodType>(field: string, schema: T, value: string | null | undefined): z.output<T> {
  const parsed = schema.safeParse(given(value));
  if (!parsed.success) throw firstIssue(parsed.error, field);
  return parsed.data;
}
