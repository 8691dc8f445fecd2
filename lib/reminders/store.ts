/**
 * The push subscriptions and what was sent to each (SQLite, opened as the
 * analytics store is: lib/sqlite/database.ts). A subscription is a
 * browser's push endpoint with its keys, the city and language of its
 * reminders and the visitor's choices; no account, no name, no address.
 * `sent` remembers each (subscription, event) already sent, written before
 * the message goes out, so that neither a second tick nor a restart sends
 * it again.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Locale } from '@/i18n/routing';
import { openDatabase, type Migration } from '@/lib/sqlite/database';
import type { ReminderChoices } from './choices';

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'push subscriptions and the reminders sent to them',
    sql: `
      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        endpoint TEXT NOT NULL UNIQUE,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        city TEXT NOT NULL,
        locale TEXT NOT NULL,
        choices TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX subscriptions_city ON subscriptions (city);
      CREATE TABLE sent (
        subscription_id TEXT NOT NULL,
        event_key TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        PRIMARY KEY (subscription_id, event_key)
      );
      CREATE INDEX sent_at ON sent (sent_at);
    `,
  },
];

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  city: string;
  locale: Locale;
  choices: ReminderChoices;
}

export interface Subscription extends NewSubscription {
  id: string;
  /** The secret of the unsubscribe link. */
  token: string;
}

interface Row {
  id: string;
  token: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  city: string;
  locale: string;
  choices: string;
}

const fromRow = (r: Row): Subscription => ({ ...r, locale: r.locale as Locale, choices: JSON.parse(r.choices) as ReminderChoices });
const secret = () => randomBytes(16).toString('base64url');

export class ReminderStore {
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(file: string) {
    this.db = openDatabase(file, { migrations: MIGRATIONS, busyTimeoutMs: 1000 });
    const db = this.db;
    this.stmts = {
      byEndpoint: db.prepare<[string], Row>('SELECT * FROM subscriptions WHERE endpoint = ?'),
      byToken: db.prepare<[string], Row>('SELECT * FROM subscriptions WHERE token = ?'),
      insert: db.prepare(`INSERT INTO subscriptions (id, token, endpoint, p256dh, auth, city, locale, choices, created_at, updated_at)
        VALUES (@id, @token, @endpoint, @p256dh, @auth, @city, @locale, @choices, @now, @now)`),
      update: db.prepare(`UPDATE subscriptions SET p256dh = @p256dh, auth = @auth, city = @city, locale = @locale, choices = @choices, updated_at = @now
        WHERE endpoint = @endpoint`),
      all: db.prepare<[], Row>('SELECT * FROM subscriptions ORDER BY city, id'),
      remove: db.prepare<[string]>('DELETE FROM subscriptions WHERE id = ?'),
      forget: db.prepare<[string]>('DELETE FROM sent WHERE subscription_id = ?'),
      claim: db.prepare<[string, string, number]>('INSERT OR IGNORE INTO sent (subscription_id, event_key, sent_at) VALUES (?, ?, ?)'),
      prune: db.prepare<[number]>('DELETE FROM sent WHERE sent_at < ?'),
      count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM subscriptions'),
    };
  }

  /** Adds a browser's subscription, or updates it (same endpoint): its id and token stay. */
  save(s: NewSubscription, now = Date.now()): Subscription {
    const values = { ...s, choices: JSON.stringify(s.choices), now };
    return this.db.transaction(() => {
      const old = this.stmts.byEndpoint.get(s.endpoint);
      if (old) this.stmts.update.run(values);
      else this.stmts.insert.run({ ...values, id: secret(), token: secret() });
      return fromRow(this.stmts.byEndpoint.get(s.endpoint)!);
    })();
  }

  byToken(token: string): Subscription | null {
    const r = this.stmts.byToken.get(token);
    return r ? fromRow(r) : null;
  }

  byEndpoint(endpoint: string): Subscription | null {
    const r = this.stmts.byEndpoint.get(endpoint);
    return r ? fromRow(r) : null;
  }

  all(): Subscription[] {
    return this.stmts.all.all().map(fromRow);
  }

  /** Removes a subscription and its record of sent reminders. */
  remove(id: string): boolean {
    return this.db.transaction(() => {
      this.stmts.forget.run(id);
      return this.stmts.remove.run(id).changes > 0;
    })();
  }

  /**
   * Marks an event as sent to a subscription; false when it already was.
   * Called before sending: at most once, even if the process dies mid-send.
   */
  claim(id: string, eventKey: string, now = Date.now()): boolean {
    return this.stmts.claim.run(id, eventKey, now).changes > 0;
  }

  /** Forgets what was sent before `before` (epoch ms): those events are long past. */
  prune(before: number): number {
    return this.stmts.prune.run(before).changes;
  }

  count(): number {
    return this.stmts.count.get()!.n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
