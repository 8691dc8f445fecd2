/**
 * Push reminder settings from the environment:
 *
 *   REMINDERS            `on` (default) or `off` (no scheduler, POST /api/reminders answers 503)
 *   REMINDERS_DB_PATH    the SQLite file of the subscriptions; default `data/reminders/reminders.db`
 *                        under the working directory (gitignored)
 *   VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY
 *                        the server's VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
 *                        prints it). When absent, the pair in `data/reminders/vapid.json` is used, and
 *                        generated there on first start: keep that file (a new pair invalidates every
 *                        subscription) and keep it private.
 *   VAPID_SUBJECT        how a push service can reach the operator: a mailto: or https: URL
 *                        (default mailto: the site's contact address)
 *   REMINDERS_TEST_HOOKS `1` only under the test runner (scripts/test.mjs): push endpoints on
 *                        loopback over http are accepted and POST /api/reminders/test sends one
 *                        message at once. Never set it on a public server.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { CONTACT_EMAIL } from '@/lib/site';

export const DEFAULT_DB_PATH = path.join('data', 'reminders', 'reminders.db');
export const DEFAULT_KEY_FILE = path.join('data', 'reminders', 'vapid.json');

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface RemindersConfig {
  on: boolean;
  dbPath: string;
  keyFile: string;
  testHooks: boolean;
}

export function remindersConfig(env: NodeJS.ProcessEnv = process.env): RemindersConfig {
  const mode = (env.REMINDERS || 'on').trim().toLowerCase();
  if (mode !== 'on' && mode !== 'off') throw new Error(`REMINDERS must be "on" or "off", not "${mode}"`);
  const dir = env.REMINDERS_DB_PATH ? path.dirname(path.resolve(/* turbopackIgnore: true */ env.REMINDERS_DB_PATH)) : null;
  return {
    on: mode === 'on',
    // Resolved at run time against the working directory; the build has nothing to trace here.
    dbPath: path.resolve(/* turbopackIgnore: true */ env.REMINDERS_DB_PATH || DEFAULT_DB_PATH),
    // Beside a database given by path (a test's temporary folder), else in data/reminders.
    keyFile: dir ? path.join(dir, 'vapid.json') : path.resolve(/* turbopackIgnore: true */ DEFAULT_KEY_FILE),
    testHooks: env.REMINDERS_TEST_HOOKS === '1',
  };
}

const isKey = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{20,}$/.test(v);

/**
 * The VAPID keys: from the environment, else from the key file, which is
 * written with a new pair (readable by the server's user only) when it does
 * not exist. Throws when the environment holds half a pair or the file is
 * not a key pair: a server must not run with keys it cannot sign with.
 */
export function vapidKeys(config: RemindersConfig, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const subject = env.VAPID_SUBJECT || `mailto:${CONTACT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!isKey(env.VAPID_PUBLIC_KEY) || !isKey(env.VAPID_PRIVATE_KEY)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, as base64url keys');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (!existsSync(config.keyFile)) {
    const pair = webpush.generateVAPIDKeys();
    mkdirSync(path.dirname(config.keyFile), { recursive: true });
    // `wx`: two processes starting at once cannot both write a pair; the loser reads the winner's.
    try {
      writeFileSync(config.keyFile, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      console.info(`reminders: generated a VAPID key pair in ${config.keyFile}`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const stored = JSON.parse(readFileSync(config.keyFile, 'utf8')) as Record<string, unknown>;
  if (!isKey(stored.publicKey) || !isKey(stored.privateKey)) throw new Error(`${config.keyFile} does not hold a VAPID key pair (publicKey, privateKey)`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
