/**
 * Push reminders end to end inside one process: a browser's subscription is
 * saved (POST /api/reminders), the scheduler ticks at chosen instants, and a
 * push service on loopback (tests/helpers/push-service.ts) receives the
 * messages, checks their VAPID signature and decrypts them with the
 * subscription's keys. A reminder goes out once, across ticks and a restart;
 * a subscription whose service answers 410 is removed; one click unsubscribes.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GET as keyGET, POST as subscribePOST } from '@/app/api/reminders/route';
import { POST as testPOST } from '@/app/api/reminders/test/route';
import { GET as unsubscribeGET } from '@/app/api/reminders/unsubscribe/route';
import { computeFestivals, shiftDate } from '@/engine';
import { localHour } from '@/lib/reminders/due';
import { reminders, stopReminders, tick } from '@/lib/reminders/runtime';
import { startPushService, type PushService } from '../../helpers/push-service';

// The key's GET waits for a request (connection()) so that the build does not prerender it; here it is called directly.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };
let dir: string;
let push: PushService;

const post = (handler: (r: Request) => Promise<Response>, url: string, body: unknown) =>
  handler(new Request(`http://localhost${url}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
const subscribe = (name: string, choices: object, extra: object = {}) =>
  post(subscribePOST, '/api/reminders', { subscription: push.subscription(name), city: 'new-delhi', locale: 'en', choices, ...extra });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vc-reminders-'));
  process.env.REMINDERS_DB_PATH = path.join(dir, 'reminders.db');
  process.env.REMINDERS_TEST_HOOKS = '1';
  push = await startPushService();
});

afterAll(async () => {
  stopReminders();
  await push.close();
  delete process.env.REMINDERS_DB_PATH;
  delete process.env.REMINDERS_TEST_HOOKS;
  rmSync(dir, { recursive: true, force: true });
});

describe('push reminders', () => {
  // 2026's Ekadashis at New Delhi: the second one of the year is the one reminded of.
  const ekadashi = computeFestivals({ year: 2026, ...DELHI }).events.filter((e) => e.type === 'ekadashi' && !e.tradition)[1];

  it('generates the VAPID key pair on first use, readable by the server only, and serves its public half', async () => {
    const res = await keyGET();
    expect(res.status).toBe(200);
    const { publicKey } = await res.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
  });

  it('sends the Ekadashi reminder at 7 PM the day before, encrypted for the subscription, once', async () => {
    const res = await subscribe('asha', { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true });
    expect(res.status).toBe(200);
    const { id, token, city } = await res.json();
    expect([typeof id, typeof token, city]).toEqual(['string', 'string', 'new-delhi']);

    const at = localHour(shiftDate(ekadashi.date, -1), 19, DELHI.tz);
    await tick(at - 60_000);
    expect(push.received).toHaveLength(0);
    await tick(at + 60_000);
    expect(push.received).toHaveLength(1);
    const [m] = push.received;
    const payload = JSON.parse(m.text);
    expect(payload.title).toMatch(/Ekadashi$/);
    // The parana is the morning after the fast: its date is named.
    expect(payload.body).toMatch(/^Tomorrow, .*Ekadashi\nParana \(breaking the fast\): \d+:\d\d [AP]M – \d+:\d\d [AP]M, [A-Z][a-z]{2} \d+\nTimes for New Delhi\.$/);
    expect(payload.unsubscribe).toContain(`/api/reminders/unsubscribe?token=${token}`);
    expect(payload.url).toContain('/festivals/ekadashi/');
    expect(m.claims.aud).toBe(new URL(push.endpoint('asha')).origin);
    expect(m.claims.sub).toMatch(/^mailto:/);
    expect(m.headers.ttl).toBe('86400');

    // The next ticks, and a restart (the state reopened from the file), do not send it again.
    await tick(at + 120_000);
    stopReminders();
    await tick(at + 180_000);
    expect(push.received).toHaveLength(1);
    // Too late: a reminder is not sent hours after its time.
    await subscribe('late', { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true });
    await tick(at + 4 * 3_600_000);
    expect(push.received.filter((r) => r.path.endsWith('/late'))).toHaveLength(0);
  });

  it('the test trigger sends one test message, and only one a day', async () => {
    const first = await (await post(testPOST, '/api/reminders/test', { endpoint: push.endpoint('asha') })).json();
    const again = await (await post(testPOST, '/api/reminders/test', { endpoint: push.endpoint('asha') })).json();
    expect([first.sent, again.sent]).toEqual([true, false]);
    expect(JSON.parse(push.received.at(-1)!.text).title).toBe('Test reminder');
  });

  it('removes a subscription whose push service answers 410', async () => {
    await subscribe('gone', { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true });
    push.gone.add('gone');
    const before = reminders()!.store.count();
    await post(testPOST, '/api/reminders/test', { endpoint: push.endpoint('gone') });
    expect(reminders()!.store.count()).toBe(before - 1);
    expect(reminders()!.store.byEndpoint(push.endpoint('gone'))).toBeNull();
  });

  it('unsubscribes in one click, in the subscription’s language', async () => {
    const { token } = await (await subscribe('ravi', { kinds: ['purnima'], festivals: ['diwali'], hour: 6, dayBefore: false }, { locale: 'hi' })).json();
    const res = await unsubscribeGET(new Request(`http://localhost/api/reminders/unsubscribe?token=${token}&lang=hi`));
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/[\u0900-\u097F]/);
    expect(reminders()!.store.byEndpoint(push.endpoint('ravi'))).toBeNull();
    expect((await unsubscribeGET(new Request(`http://localhost/api/reminders/unsubscribe?token=${token}`))).status).toBe(404);
    expect((await unsubscribeGET(new Request('http://localhost/api/reminders/unsubscribe?token=x'))).status).toBe(400);
  });

  it.each([
    [{ subscription: { endpoint: 'https://attacker.example/collect', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } } }, 'subscription.endpoint: endpoint must be on a browser push service'],
    [{ subscription: { endpoint: 'http://10.0.0.1/push', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } } }, 'endpoint must be an https URL'],
    [{ subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'short', auth: 'A'.repeat(22) } } }, 'subscription.keys.p256dh is too short'],
    [{ choices: { kinds: [], festivals: [], hour: 19, dayBefore: true } }, 'choose at least one'],
    [{ choices: { kinds: ['ekadashi'], festivals: ['not-a-festival'], hour: 19, dayBefore: true } }, 'unknown festival'],
    [{ choices: { kinds: ['ekadashi'], festivals: [], hour: 24, dayBefore: true } }, 'choices.hour'],
    [{ city: 'Not A Slug' }, 'city'],
  ])('refuses a bad body with a 400 naming the field (%#)', async (over, message) => {
    const body = { subscription: push.subscription('bad'), city: 'new-delhi', locale: 'en', choices: { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true }, ...over };
    const res = await post(subscribePOST, '/api/reminders', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
  });

  it('refuses a body that is not JSON or too large', async () => {
    const notJson = await subscribePOST(new Request('http://localhost/api/reminders', { method: 'POST', body: '{' }));
    expect((await notJson.json()).error).toBe('body: must be JSON');
    const large = await subscribePOST(new Request('http://localhost/api/reminders', { method: 'POST', body: 'x'.repeat(5000) }));
    expect(large.status).toBe(400);
  });

  it('cuts off a client that saves too often (429 with Retry-After)', async () => {
    const save = () =>
      subscribePOST(
        new Request('http://localhost/api/reminders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ subscription: push.subscription('flood'), city: 'new-delhi', locale: 'en', choices: { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true } }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await save()).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await save();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
