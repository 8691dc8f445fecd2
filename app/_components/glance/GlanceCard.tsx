'use client';

/**
 * "Today at a glance": the tithi now and when it ends, the current
 * Choghadiya and Rahu Kaal with countdowns, today's vrats and festivals, the
 * next Ekadashi with its parana and the next 30 days' key dates, with
 * buttons to add the festivals to a calendar and to turn on reminders.
 *
 * The server renders the view of its own city and instant (lib/view/glance.ts);
 * pages are cached publicly, so "now" is the browser's: the current spans and
 * countdowns are picked by its clock (every 20 s), and the view of the
 * visitor's city, or of a new Panchang day, is read from GET /api/glance.
 * The card registers the service worker (public/sw.js) and asks it to keep
 * this page, its files and the card's data, so the card reads offline; when
 * the network fails it shows the last view with a note.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { Link } from '@/i18n/navigation';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { cityLink } from '@/lib/urls/city-link';
import type { GlanceSpan, GlanceView } from '@/lib/view/glance';
import { createTicker } from '../live/now';
import { useSelection } from '../selection/SelectionProvider';
import { keepForOffline, pageUrls, registerServiceWorker } from './service-worker';
import type { ReminderPanel as Panel } from './ReminderPanel';


const ticker = createTicker(20_000);
const noTime = () => null;

/** The browser's clock every 20 s; null on the server and while hydrating. */
const useClock = (): number | null => useSyncExternalStore(ticker.subscribe, ticker.snapshot, noTime);

const glanceUrl = (city: string, locale: string) => `/api/glance?city=${encodeURIComponent(city)}${locale === 'en' ? '' : `&lang=${locale}`}`;

const holds = (s: GlanceSpan, now: number) => s.start <= now && (s.end === null || now < s.end);

const QUALITY: Record<string, string> = { good: 'text-green-700 dark:text-green-400', neutral: 'text-fg', bad: 'text-red-700 dark:text-red-400' };

export function GlanceCard({ initial, festivals }: { initial: GlanceView; festivals: { slug: string; name: string }[] }) {
  const t = useClientT('glance');
  const locale = useLocale();
  const { city, hydrated } = useSelection();
  const now = useClock();
  const [fetched, setFetched] = useState<GlanceView | null>(null);
  const [offline, setOffline] = useState(false);
  const [remind, setRemind] = useState(false);
  // The reminder panel's code (choices, push subscription) is fetched on the first press of Reminders, not with the card.
  const [ReminderPanel, setReminderPanel] = useState<typeof Panel | null>(null);
  const [kept, setKept] = useState(false);

  const wanted = hydrated ? city.slug : initial.city.slug;
  const candidates = [fetched, initial].filter((v): v is GlanceView => v !== null && v.city.slug === wanted);
  const fresh = now === null ? candidates[0] : candidates.find((v) => now >= v.validFrom && now < v.validUntil);
  // The newest view of the wanted city (or the page's) while a fresh one is read, or when none can be.
  const view = fresh ?? candidates[0] ?? fetched ?? initial;
  const needFetch = now !== null && hydrated && fresh === undefined;

  useEffect(() => {
    if (!needFetch) return;
    const ctrl = new AbortController();
    fetch(glanceUrl(wanted, locale), { signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const v = (await res.json()) as GlanceView;
        setFetched(v);
        // A view the worker kept from an earlier day is no fresher than ours: still offline.
        setOffline(Date.now() >= v.validUntil);
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setOffline(true);
      });
    return () => ctrl.abort();
  }, [needFetch, wanted, locale]);

  // Once per page: the worker, and this page with its files and the card's data kept for offline reading.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    registerServiceWorker()
      .then((reg) => keepForOffline(reg, pageUrls([glanceUrl(initial.city.slug, locale)])))
      .then((ok) => {
        if (!cancelled) setKept(ok);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [initial.city.slug, locale]);

  const left = (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    return minutes >= 60 ? t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('minutes', { minutes });
  };
  const tithi = now === null ? null : view.tithis.find((s) => holds(s, now));
  const chog = now === null ? null : view.choghadiyas.find((s) => holds(s, now));
  const rahu = view.rahuKaal;

  return (
    <section
      aria-labelledby="glance-title"
      className="side-card mt-6"
      data-testid="glance-card"
      data-city={view.city.slug}
      data-offline-ready={kept ? 'true' : undefined}
      data-offline={offline ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="glance-title" className="card-title">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">
          {view.city.name} · {view.dateLabel}
        </p>
      </div>
      {offline && (
        <p className="mt-1 text-xs text-muted" role="status" data-testid="glance-offline">
          {t('offline', { date: view.dateLabel })}
        </p>
      )}
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">{t('tithi')}</dt>
          {tithi ? (
            <dd data-testid="glance-tithi">
              <span className="font-semibold text-fg">{tithi.name}</span>{' '}
              <span className="text-muted">
                {tithi.endLabel ? t('endsAt', { time: tithi.endLabel }) : t('noEnd')}
                {tithi.end !== null && now !== null ? ` · ${t('endsIn', { left: left(tithi.end - now) })}` : ''}
              </span>
            </dd>
          ) : (
            // Before the browser's clock is read (and without JavaScript): the day's tithis.
            <dd data-testid="glance-tithi">
              {view.tithis.map((s) => (
                <span key={s.start} className="block">
                  <span className="font-semibold text-fg">{s.name}</span> <span className="text-muted">{s.endLabel ? t('endsAt', { time: s.endLabel }) : t('noEnd')}</span>
                </span>
              ))}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-xs text-muted">{t('choghadiya')}</dt>
          <dd data-testid="glance-choghadiya">
            {chog && now !== null ? (
              <>
                <span className={`font-semibold ${QUALITY[chog.quality ?? 'neutral']}`}>{chog.name}</span> <span className="text-muted tabular-nums">{chog.range}</span>{' '}
                <span className="block text-xs text-muted">{chog.end !== null ? t('endsIn', { left: left(chog.end - now) }) : ''}</span>
              </>
            ) : (
              <span className="text-muted">—</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('rahuKaal')}</dt>
          <dd data-testid="glance-rahu">
            {rahu ? (
              <>
                <span className="tabular-nums text-fg">{rahu.range}</span>{' '}
                {now !== null && rahu.end !== null && (
                  <span className="block text-xs text-muted">
                    {now < rahu.start ? t('startsIn', { left: left(rahu.start - now) }) : now < rahu.end ? t('endsIn', { left: left(rahu.end - now) }) : t('over')}
                  </span>
                )}
              </>
            ) : (
              <span className="text-muted">—</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid gap-3 border-t border-line pt-3 text-sm sm:grid-cols-2">
        <div>
          <h3 className="text-xs text-muted">{t('today')}</h3>
          {view.today.length === 0 ? (
            <p className="text-muted">{t('noEvent')}</p>
          ) : (
            <ul data-testid="glance-today">
              {view.today.map((e) => (
                <li key={e.href}>
                  <span aria-hidden="true">{e.emoji}</span>{' '}
                  <a href={e.href} className="text-fg hover:text-saffron">
                    {e.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {view.nextEkadashi && (
          <div data-testid="glance-ekadashi">
            <h3 className="text-xs text-muted">{t('nextEkadashi')}</h3>
            <a href={view.nextEkadashi.href} className="font-semibold text-fg hover:text-saffron">
              {view.nextEkadashi.name}
            </a>{' '}
            <span className="text-muted">{view.nextEkadashi.dateLabel}</span>
            {view.nextEkadashi.parana && <span className="block text-xs text-muted">{t('parana', { time: view.nextEkadashi.parana })}</span>}
          </div>
        )}
      </div>
      {view.upcoming.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-fg">{t('upcoming')}</summary>
          <ul className="mt-1 grid gap-0.5 sm:grid-cols-2" data-testid="glance-upcoming">
            {view.upcoming.map((e) => (
              <li key={e.href + e.date}>
                <span className="text-muted tabular-nums">{e.dateLabel}</span>{' '}
                <a href={e.href} className="text-fg hover:text-saffron">
                  {e.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <a href={view.feed.webcal} className="inline-flex h-9 items-center rounded-xl border border-line px-3 text-sm font-semibold text-fg hover:border-saffron hover:text-saffron" data-testid="glance-feed">
          {t('feed')}
        </a>
        <button
          type="button"
          aria-expanded={remind}
          onClick={() => {
            setRemind((r) => !r);
            if (!ReminderPanel) {
              import('./ReminderPanel')
                .then((m) => setReminderPanel(() => m.ReminderPanel))
                .catch(() => setRemind(false));
            }
          }}
          className="inline-flex h-9 items-center rounded-xl border border-line px-3 text-sm font-semibold text-fg hover:border-saffron hover:text-saffron"
          data-testid="glance-reminders"
        >
          {t('reminders')}
        </button>
        <Link href={cityLink('tithiAnniversary', null)} className="inline-flex h-9 items-center rounded-xl px-3 text-sm text-fg hover:text-saffron">
          {t('anniversaries')} →
        </Link>
      </div>
      {remind && ReminderPanel && <ReminderPanel city={view.city} festivals={festivals} />}
    </section>
  );
}
