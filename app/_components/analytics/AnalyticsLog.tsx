'use client';

/**
 * The privacy page's view of the visitor's local analytics log: the last
 * events this browser recorded, exactly as they were (or will be) sent,
 * newest first, with a button to clear it. Read from localStorage after
 * hydration; with Do Not Track or GPC on it says that nothing is recorded.
 */
import { useSyncExternalStore } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { STORAGE_KEYS } from '@/lib/analytics/events';
import { trackingAllowed } from '@/lib/analytics/browser/consent';
import { clearLog, parseEvents } from '@/lib/analytics/browser/storage';
import { CELL, ROW, Table } from '../ui/Table';

const CHANGED = 'vc:analytics-log';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function readRaw(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.log) ?? '';
  } catch {
    return '';
  }
}

const noSubscribe = () => () => {};

export function AnalyticsLog() {
  const t = useClientT('privacy.log');
  const locale = useLocale();
  // null on the server and in the hydration render: the log exists only in the browser.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const allowed = useSyncExternalStore(noSubscribe, trackingAllowed, () => true);
  if (raw === null) return null;
  if (!allowed) return <p data-testid="analytics-log-opted-out">{t('optedOut')}</p>;
  const events = parseEvents(raw).reverse();
  if (events.length === 0) return <p data-testid="analytics-log-empty">{t('empty')}</p>;
  const time = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <div data-testid="analytics-log">
      <Table head={[t('time'), t('kind'), t('page'), t('details')]} caption={t('caption')}>
        {events.map((e, i) => {
          const { kind, time: at, path, ...details } = e;
          return (
            <tr key={`${at}-${i}`} className={ROW}>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{time.format(at)}</td>
              <td className={CELL}>{kind}</td>
              <td className={`${CELL} whitespace-nowrap font-mono text-xs`}>{path}</td>
              <td className={`${CELL} break-all font-mono text-xs`}>{JSON.stringify(details)}</td>
            </tr>
          );
        })}
      </Table>
      <button
        type="button"
        onClick={() => {
          clearLog(window.localStorage);
          window.dispatchEvent(new Event(CHANGED));
        }}
        className="mt-3 h-10 rounded-xl border border-line px-4 text-sm font-medium hover:border-saffron hover:text-saffron"
      >
        {t('clear')}
      </button>
    </div>
  );
}
