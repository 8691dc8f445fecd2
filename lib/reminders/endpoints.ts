/**
 * Which push endpoints the server will post to. A subscription names a URL
 * the server later sends requests to, so it is checked against the push
 * services browsers use (the server never becomes a way to reach other
 * hosts): https, and a host of Google's (Chrome, Edge on Android, Opera,
 * Samsung), Mozilla's, Apple's or Microsoft's service. Under the test runner
 * (REMINDERS_TEST_HOOKS=1) an http endpoint on loopback is accepted too: the
 * tests' own push service.
 */
const SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'push.services.mozilla.com', 'web.push.apple.com'];
const SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/;

/** Why the server will not post to this endpoint, or null. */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.toLowerCase();
  if (SERVICE_HOSTS.includes(host) || SERVICE_SUFFIXES.some((s) => host.endsWith(s))) return null;
  return `endpoint must be on a browser push service (${SERVICE_HOSTS[0]}, ...), not ${host}`;
}
