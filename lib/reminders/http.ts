/**
 * The push reminders over HTTP (same-origin; internal to the site):
 *
 *   GET  /api/reminders                 { publicKey }: the VAPID key the browser subscribes with
 *   POST /api/reminders                 { subscription, city, locale, choices } -> { id, token, city }:
 *                                       saves a browser's subscription (again: updates its choices)
 *   GET|POST /api/reminders/unsubscribe ?token=[&lang=]: removes it (the link in every notification)
 *   POST /api/reminders/test            { endpoint }: one test message now; 404 unless REMINDERS_TEST_HOOKS=1
 *
 * Bodies are checked with zod; a problem is a 400 naming the field, a
 * server without reminders (REMINDERS=off, or a store it cannot open) or a
 * full store a 503, too many saves from one client a 429.
 */
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { readBody } from '@/lib/analytics/endpoint';
import { RateLimiter } from '@/lib/analytics/rate-limit';
import { clientAddress } from '@/lib/analytics/visitor';
import { ApiError, errorResponse, responseForError } from '@/lib/api/errors';
import { getCityBySlug } from '@/lib/cities';
import { namespaceTranslator } from '@/lib/i18n/translate';
import { citySlugSchema } from '@/lib/selection/schemas';
import { REMINDER_KINDS, type SubscribeAnswer } from './choices';
import { endpointProblem } from './endpoints';
import { REMINDER_FESTIVALS } from './festivals';
import { reminders, sendTestReminder } from './runtime';

const MAX_BODY_BYTES = 4096;
const NO_STORE = { 'Cache-Control': 'no-store' };
/** Subscriptions kept at most: past it new ones are refused (503) rather than the file growing without bound. */
export const MAX_SUBSCRIPTIONS = 200_000;
/**
 * Saves per client address (in memory only): a visitor saves a few times while
 * choosing; a script filling the store with made-up endpoints is cut off.
 */
const limiter = new RateLimiter({ capacity: 20, refillPerSecond: 1 / 60, maxClients: 10_000 });
const base64url = (name: string, min: number, max: number) =>
  z.string().regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`).min(min, `${name} is too short`).max(max, `${name} is too long`);

const subscribeBody = z.object({
  subscription: z.object({
    endpoint: z.string().max(1024, 'subscription.endpoint is too long'),
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    keys: z.object({ p256dh: base64url('subscription.keys.p256dh', 86, 90), auth: base64url('subscription.keys.auth', 21, 24) }),
  }),
  city: citySlugSchema,
  locale: z.enum(routing.locales as unknown as [Locale, ...Locale[]]),
  choices: z
    .object({
      kinds: z.array(z.enum(REMINDER_KINDS)).max(REMINDER_KINDS.length),
      festivals: z.array(z.enum(REMINDER_FESTIVALS as [string, ...string[]], { error: 'choices.festivals holds an unknown festival' })).max(REMINDER_FESTIVALS.length),
      hour: z.number().int().min(0).max(23),
      dayBefore: z.boolean(),
    })
    .refine((c) => c.kinds.length + c.festivals.length > 0, 'choices: choose at least one kind of day or festival')
    .transform((c) => ({ ...c, kinds: [...new Set(c.kinds)], festivals: [...new Set(c.festivals)] })),
});

async function jsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === null) throw new ApiError(400, 'body', `must be at most ${MAX_BODY_BYTES} bytes`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'body', 'must be JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, issue.path.join('.') || 'body', issue.message);
  }
  return parsed.data;
}

function running() {
  try {
    const s = reminders();
    if (s) return s;
  } catch (e) {
    console.error('reminders: the store cannot be opened', e);
  }
  return null;
}

const unavailable = () => errorResponse(503, 'Reminders are not available on this server');

export function publicKeyAnswer(): Response {
  const s = running();
  return s ? Response.json({ publicKey: s.keys.publicKey }, { headers: NO_STORE }) : unavailable();
}

export async function subscribeAnswer(request: Request): Promise<Response> {
  try {
    const decision = limiter.take(clientAddress(request.headers), Date.now());
    if (!decision.ok) {
      return Response.json({ error: 'Too many subscriptions from this client; try again later' }, { status: 429, headers: { ...NO_STORE, 'Retry-After': String(decision.retryAfterSeconds) } });
    }
    const body = await jsonBody(request, subscribeBody);
    const s = running();
    if (!s) return unavailable();
    if (!s.store.byEndpoint(body.subscription.endpoint) && s.store.count() >= MAX_SUBSCRIPTIONS) return errorResponse(503, 'Reminders are full on this server; try again later');
    const problem = endpointProblem(body.subscription.endpoint, s.config.testHooks);
    if (problem) throw new ApiError(400, 'subscription.endpoint', problem);
    if (!getCityBySlug(body.city)) throw new ApiError(404, 'city', `Unknown city "${body.city}"`);
    const saved = s.store.save({
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
      city: body.city,
      locale: body.locale,
      choices: body.choices,
    });
    const answer: SubscribeAnswer = { id: saved.id, token: saved.token, city: saved.city };
    return Response.json(answer, { headers: NO_STORE });
  } catch (e) {
    return responseForError(e);
  }
}

/** One click from a notification: the subscription is removed; the answer says so in its language. */
export async function unsubscribeAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const locale: Locale = (routing.locales as readonly string[]).includes(lang ?? '') ? (lang as Locale) : routing.defaultLocale;
  const t = namespaceTranslator(locale, 'reminders.unsubscribe');
  const text = (status: number, key: string) => new Response(`${t(key)}\n`, { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
  const token = url.searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return text(400, 'bad');
  const s = running();
  if (!s) return unavailable();
  const sub = s.store.byToken(token);
  if (!sub) return text(404, 'unknown');
  s.store.remove(sub.id);
  return text(200, 'done');
}

export async function testAnswer(request: Request): Promise<Response> {
  const s = running();
  if (!s?.config.testHooks) return errorResponse(404, 'Not found');
  try {
    const { endpoint } = await jsonBody(request, z.object({ endpoint: z.string().max(1024) }));
    return Response.json({ sent: await sendTestReminder(endpoint) }, { headers: NO_STORE });
  } catch (e) {
    return responseForError(e);
  }
}
