/**
 * Sends one push message: web-push signs the request (VAPID, RFC 8292) and
 * encrypts the payload for the subscription's keys (aes128gcm, RFC 8291);
 * the request goes out with fetch rather than web-push's own sender, which
 * speaks https only (the tests' push service listens on loopback http).
 * The push service's answer decides what becomes of the subscription: 404
 * and 410 mean it is gone (the browser unsubscribed or the endpoint
 * expired), so the caller removes it.
 */
import webpush from 'web-push';
import type { VapidKeys } from './config';

export type SendOutcome = 'sent' | 'gone' | 'failed';

/** A day: a reminder the phone receives later than that is no longer useful. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 15_000;

export async function sendPush(sub: { endpoint: string; p256dh: string; auth: string }, payload: string, vapid: VapidKeys): Promise<{ outcome: SendOutcome; status: number | null }> {
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const headers = new Headers();
  // fetch sets Content-Length itself from the body.
  for (const [k, v] of Object.entries(details.headers)) if (k.toLowerCase() !== 'content-length') headers.set(k, String(v));
  try {
    const res = await fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body as Buffer), signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
    return { outcome: res.ok ? 'sent' : 'failed', status: res.status };
  } catch {
    return { outcome: 'failed', status: null };
  }
}
