'use client';

/**
 * Push reminders on this device (no account): the visitor picks the days
 * (Ekadashi, Pradosh, Sankashti, Purnima, Amavasya, any major festival),
 * the hour and the day before or the day itself; "turn on" asks the
 * browser's permission, subscribes through the service worker with the
 * server's VAPID key (GET /api/reminders) and saves the subscription with
 * the city and the choices (POST /api/reminders). The browser remembers the
 * choices and the unsubscribe token (localStorage); "turn off" removes the
 * subscription on both sides.
 */
import { useState } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { DEFAULT_CHOICES, REMINDER_KINDS, REMINDERS_STORAGE_KEY, type ReminderChoices, type ReminderKind, type SubscribeAnswer } from '@/lib/reminders/choices';
import { clockText } from '@/lib/format/clock';
import { localStore, useStored, writeStored } from '../selection/storage';
import { registerServiceWorker } from './service-worker';

interface Saved extends SubscribeAnswer {
  cityName: string;
  choices: ReminderChoices;
}

type Status = { kind: 'idle' | 'working' } | { kind: 'error'; message: string };

function parseSaved(raw: string | null): Saved | null {
  try {
    const v = raw ? (JSON.parse(raw) as Saved) : null;
    return v && typeof v.token === 'string' && typeof v.cityName === 'string' && v.choices && Array.isArray(v.choices.kinds) && Array.isArray(v.choices.festivals) ? v : null;
  } catch {
    return null;
  }
}

/** The VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function errorOf(res: Response): Promise<string> {
  try {
    return String(((await res.json()) as { error?: string }).error ?? res.status);
  } catch {
    return String(res.status);
  }
}

export function ReminderPanel({ city, festivals }: { city: { slug: string; name: string }; festivals: { slug: string; name: string }[] }) {
  const t = useClientT('reminders');
  const locale = useLocale();
  const saved = parseSaved(useStored(localStore, REMINDERS_STORAGE_KEY));
  // The visitor's edits, over the saved choices (read from storage after hydration).
  const [edited, setChoices] = useState<ReminderChoices | null>(null);
  const choices = edited ?? saved?.choices ?? DEFAULT_CHOICES;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const edit = (change: (c: ReminderChoices) => ReminderChoices) => setChoices(change(choices));
  const toggleKind = (k: ReminderKind) => edit((c) => ({ ...c, kinds: c.kinds.includes(k) ? c.kinds.filter((x) => x !== k) : [...c.kinds, k] }));
  const toggleFestival = (slug: string) => edit((c) => ({ ...c, festivals: c.festivals.includes(slug) ? c.festivals.filter((x) => x !== slug) : [...c.festivals, slug] }));

  async function turnOn() {
    if (choices.kinds.length + choices.festivals.length === 0) return setStatus({ kind: 'error', message: t('nothingChosen') });
    if (!supported()) return setStatus({ kind: 'error', message: t('unsupported') });
    setStatus({ kind: 'working' });
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setStatus({ kind: 'error', message: t('denied') });
      const reg = await registerServiceWorker();
      const keyRes = await fetch('/api/reminders');
      if (!keyRes.ok) throw new Error(await errorOf(keyRes));
      const { publicKey } = (await keyRes.json()) as { publicKey: string };
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const res = await fetch('/api/reminders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscription: sub.toJSON(), city: city.slug, locale, choices }),
      });
      if (!res.ok) throw new Error(await errorOf(res));
      const answer = (await res.json()) as SubscribeAnswer;
      writeStored(localStore, REMINDERS_STORAGE_KEY, JSON.stringify({ ...answer, cityName: city.name, choices } satisfies Saved));
      setStatus({ kind: 'idle' });
    } catch (e) {
      setStatus({ kind: 'error', message: t('failed', { error: e instanceof Error ? e.message : String(e) }) });
    }
  }

  async function turnOff() {
    setStatus({ kind: 'working' });
    try {
      if (saved) await fetch(`/api/reminders/unsubscribe?token=${encodeURIComponent(saved.token)}`, { method: 'POST' });
      const reg = supported() ? await navigator.serviceWorker.getRegistration() : undefined;
      await (await reg?.pushManager.getSubscription())?.unsubscribe();
    } finally {
      writeStored(localStore, REMINDERS_STORAGE_KEY, null);
      setStatus({ kind: 'idle' });
    }
  }

  const on = saved !== null;
  const busy = status.kind === 'working';
  const check = 'h-4 w-4 accent-saffron';
  return (
    <section aria-labelledby="reminders-title" className="mt-3 rounded-xl border border-line p-3 print:hidden" data-testid="reminder-panel" data-status={status.kind === 'idle' ? (on ? 'on' : 'off') : status.kind}>
      <h3 id="reminders-title" className="text-sm font-semibold text-fg">
        {t('title')}
      </h3>
      <p className="mt-1 text-xs text-muted">{t('intro', { city: city.name })}</p>
      <fieldset className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {REMINDER_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="checkbox" className={check} checked={choices.kinds.includes(k)} onChange={() => toggleKind(k)} data-testid={`reminder-kind-${k}`} />
            {t(`kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      {festivals.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-fg">{t('festivals')}</summary>
          <div className="mt-1 grid max-h-40 gap-1 overflow-y-auto sm:grid-cols-2">
            {festivals.map((f) => (
              <label key={f.slug} className="flex items-center gap-2">
                <input type="checkbox" className={check} checked={choices.festivals.includes(f.slug)} onChange={() => toggleFestival(f.slug)} />
                {f.name}
              </label>
            ))}
          </div>
        </details>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          {t('hour')}
          <select className="rounded-lg border border-line bg-surface px-2 py-1" value={choices.hour} onChange={(e) => edit((c) => ({ ...c, hour: Number(e.target.value) }))}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {clockText('12h', h, 0)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t('when')}
          <select
            className="rounded-lg border border-line bg-surface px-2 py-1"
            value={choices.dayBefore ? 'before' : 'day'}
            onChange={(e) => edit((c) => ({ ...c, dayBefore: e.target.value === 'before' }))}
          >
            <option value="before">{t('dayBefore')}</option>
            <option value="day">{t('sameDay')}</option>
          </select>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={turnOn} className="rounded-xl bg-saffron px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60 dark:text-bg" data-testid="reminders-on">
          {on ? t('save') : t('enable')}
        </button>
        {on && (
          <button type="button" disabled={busy} onClick={turnOff} className="rounded-xl border border-line px-3 py-1.5 text-sm text-fg" data-testid="reminders-off">
            {t('disable')}
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-muted" role="status" data-testid="reminders-status">
        {status.kind === 'error' ? status.message : status.kind === 'working' ? t('working') : on ? t('on', { city: saved.cityName }) : t('off')}
      </p>
    </section>
  );
}
