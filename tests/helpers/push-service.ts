/**
 * A push service for the tests, on loopback: it plays the browser's side of
 * Web Push. It holds a subscription's keys (a P-256 key pair and a 16-byte
 * auth secret, as a browser makes them), receives what the server posts to
 * its endpoint, checks the VAPID signature, and decrypts the body with the
 * subscription's private key (aes128gcm, RFC 8291 over RFC 8188), written
 * here with Node's crypto rather than with web-push's own code, so the test
 * does not check the library against itself.
 */
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (UTF-8). */
  text: string;
  /** The VAPID JWT's claims, checked against the `k` key of the Authorization header. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

export interface PushService {
  /** An endpoint on this service: `http://127.0.0.1:port/push/<name>`. */
  endpoint(name: string): string;
  /** A browser-made subscription for an endpoint (its keys as PushSubscription.toJSON() gives them). */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: Received[];
  /** Endpoints whose name is in this set answer 410 Gone. */
  gone: Set<string>;
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291: decrypts an aes128gcm body for the user agent's key pair and auth secret. */
export function decryptAes128gcm(body: Buffer, ua: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = hkdf(auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the `vapid t=<jwt>, k=<key>` header's ES256 signature with the key it names; returns the claims. */
function checkVapid(header: string | undefined): { claims: Received['claims']; key: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${header}`);
  const [h, p, s] = m[1].split('.');
  const raw = Buffer.from(m[2], 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) };
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')), key: m[2] };
}

export async function startPushService(): Promise<PushService> {
  const keys = new Map<string, { ua: ECDH; auth: Buffer }>();
  const received: Received[] = [];
  const gone = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/push\//, '');
      const k = keys.get(name);
      if (req.method !== 'POST' || !k) {
        res.writeHead(404).end();
        return;
      }
      if (gone.has(name)) {
        res.writeHead(410).end();
        return;
      }
      try {
        const { claims, key } = checkVapid(req.headers.authorization);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        received.push({ path: req.url ?? '', headers: req.headers, text: decryptAes128gcm(Buffer.concat(chunks), k.ua, k.auth), claims, vapidKey: key });
        res.writeHead(201).end();
      } catch (e) {
        res.writeHead(400).end(String(e));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const endpoint = (name: string) => `http://127.0.0.1:${port}/push/${name}`;
  return {
    endpoint,
    subscription(name) {
      let k = keys.get(name);
      if (!k) {
        const ua = createECDH('prime256v1');
        ua.generateKeys();
        k = { ua, auth: randomBytes(16) };
        keys.set(name, k);
      }
      return { endpoint: endpoint(name), keys: { p256dh: b64u(k.ua.getPublicKey()), auth: b64u(k.auth) } };
    },
    received,
    gone,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The server's keep-alive connections to us would hold the test run open.
        server.closeAllConnections();
      }),
  };
}
