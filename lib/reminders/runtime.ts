/**
 * The server's push reminders: the subscription store, the VAPID keys and
 * the scheduler, kept on globalThis so every route bundle of the Next
 * server shares one of each (as analytics do, lib/analytics/runtime.ts).
 * instrumentation.ts starts it once per server.
 *
 * The scheduler ticks every minute. For each city with subscribers it reads
 * the events of yesterday to the day after tomorrow (the festival workers'
 * cached year), and for each subscription the reminders due now
 * (due.ts); each is claimed in the store before it is sent, so a reminder
 * goes out at most once, across ticks and restarts. A subscription whose
 * push service answers 404 or 410 is removed. Nothing here stops the site:
 * a failure is logged and the next tick tries again.
 */
import { shiftDate, type FestivalEvent } from '@/engine';
import { MESSAGES } from '@/i18n/messages';
import { getCityBySlug, cityPlace, type City } from '@/lib/cities';
import { festivalsBetween } from '@/lib/festivals';
import { todayInZone } from '@/lib/selection/params';
import { remindersConfig, vapidKeys, type RemindersConfig, type VapidKeys } from './config';
import { dueAt, remindersOf } from './due';
import { reminderPayload, testPayload, type PushPayload } from './message';
import { sendPush } from './send';
import { ReminderStore, type Subscription } from './store';

export const TICK_MS = 60_000;
/** What was sent is remembered this long: longer than any reminder's window. */
const SENT_KEPT_MS = 40 * 86_400_000;

interface State {
  config: RemindersConfig;
  store: ReminderStore;
  keys: VapidKeys;
  timer: ReturnType<typeof setInterval> | null;
  /** A tick still running: the next one waits for it rather than overlap. */
  ticking: Promise<void> | null;
}

const KEY = Symbol.for('vedic-calendar.reminders');
type Holder = typeof globalThis & { [KEY]?: State | null };

/** The reminders' state, opened on first use (null when REMINDERS=off). Throws when the store or keys cannot be opened. */
export function reminders(): State | null {
  const g = globalThis as Holder;
  if (g[KEY] !== undefined) return g[KEY];
  const config = remindersConfig();
  if (!config.on) return (g[KEY] = null);
  const keys = vapidKeys(config);
  const store = new ReminderStore(config.dbPath);
  g[KEY] = { config, store, keys, timer: null, ticking: null };
  return g[KEY];
}

/** Sends one payload, removing the subscription when its push service says it is gone. */
async function deliver(s: State, sub: Subscription, payload: PushPayload): Promise<boolean> {
  const { outcome, status } = await sendPush(sub, JSON.stringify(payload), s.keys);
  if (outcome === 'gone') s.store.remove(sub.id);
  else if (outcome === 'failed') console.error(`reminders: the push service answered ${status ?? 'nothing'} for a subscription of ${sub.city}`);
  return outcome === 'sent';
}

/** The events starting yesterday to the day after tomorrow at a city (epoch-ms instants): a window of those dates, not their years. */
async function eventsAround(city: City, today: string): Promise<readonly FestivalEvent<number>[]> {
  return (await festivalsBetween({ from: shiftDate(today, -1), to: shiftDate(today, 2), ...cityPlace(city) })).events;
}

async function runTick(s: State, now: number): Promise<void> {
  const byCity = new Map<string, Subscription[]>();
  for (const sub of s.store.all()) byCity.set(sub.city, [...(byCity.get(sub.city) ?? []), sub]);
  for (const [slug, subs] of byCity) {
    const city = getCityBySlug(slug);
    if (!city) continue;
    const events = await eventsAround(city, todayInZone(city.timezone, new Date(now)));
    for (const sub of subs) {
      for (const r of dueAt(remindersOf(events, sub.choices, city.timezone), now)) {
        if (!s.store.claim(sub.id, r.key, now)) continue;
        // A gone subscription takes no more reminders.
        const sent = await deliver(s, sub, reminderPayload(r, sub, city));
        if (!sent && !s.store.byToken(sub.token)) break;
      }
    }
  }
  s.store.prune(now - SENT_KEPT_MS);
}

/** One pass of the scheduler at `now` (the interval calls it; tests call it with a chosen instant). */
export async function tick(now = Date.now()): Promise<void> {
  const s = reminders();
  if (!s) return;
  while (s.ticking) await s.ticking;
  s.ticking = runTick(s, now)
    .catch((e) => console.error('reminders: a scheduler tick failed', e))
    .finally(() => {
      s.ticking = null;
    });
  await s.ticking;
}

/**
 * The test-only trigger (REMINDERS_TEST_HOOKS=1): one test message to the
 * subscription of `endpoint`, at most once a day, through the same claim and
 * send as the scheduler's. False when there is no such subscription or it
 * was already sent.
 */
export async function sendTestReminder(endpoint: string, now = Date.now()): Promise<boolean> {
  const s = reminders();
  const sub = s?.store.byEndpoint(endpoint);
  if (!s || !sub) return false;
  const city = getCityBySlug(sub.city);
  const key = `test:${todayInZone(city?.timezone ?? 'UTC', new Date(now))}`;
  if (!s.store.claim(sub.id, key, now)) return false;
  return deliver(s, sub, testPayload(sub, MESSAGES[sub.locale].site.name));
}

/** Server start: opens the store (creating it and the keys), then ticks every minute. Idempotent; never throws. */
export function startReminders(): void {
  try {
    const s = reminders();
    if (!s || s.timer) return;
    s.timer = setInterval(() => void tick(), TICK_MS);
    // The timer never keeps a process alive on its own (scripts, tests).
    s.timer.unref?.();
    void tick();
  } catch (e) {
    console.error('reminders: cannot start; push reminders are off until the server restarts', e);
  }
}

/** Closes the store and forgets the state (tests; a clean shutdown). */
export function stopReminders(): void {
  const g = globalThis as Holder;
  const s = g[KEY];
  if (s?.timer) clearInterval(s.timer);
  s?.store.close();
  delete g[KEY];
}
