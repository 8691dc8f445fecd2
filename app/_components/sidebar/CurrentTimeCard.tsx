'use client';

/**
 * The selected city's local time (ticking every second), its full date and
 * today's tithis. The server computes the tithis for its own selection
 * (`initial`); once the browser knows the visitor's selection, a different
 * city, or a new day in the city's zone, is read from /api/panchang. Until
 * then (and in the server HTML) placeholders of the same size hold the
 * space, so nothing below the card moves. Like the weather card, it starts
 * only once on screen: a sidebar hidden on a phone neither ticks nor asks.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { clockText } from '@/lib/format/clock';
import { formatDate } from '@/lib/format/date';
import { zonedDate, zonedIso, zonedTime } from '@/lib/format/zoned';
import { cityDisplayName } from '@/lib/selection/params';
import { cityLink } from '@/lib/urls/city-link';
import { tithiAt, tithisFromApi, type CityDayTithis } from '@/lib/view/current-time';
import type { Badge } from '@/lib/view/panchang';
import { Link } from '@/i18n/navigation';
import { createTicker } from '../live/now';
import { useSelection } from '../selection/SelectionProvider';
import { useSeen } from './use-seen';

const seconds = createTicker(1000);
const noSubscribe = () => () => {};
const noTime = () => null;

/** The browser's clock, every second while `on`; null on the server, while hydrating (the time is the browser's to tell) and while off. */
function useClock(on: boolean): number | null {
  return useSyncExternalStore(on ? seconds.subscribe : noSubscribe, on ? seconds.snapshot : noTime, noTime);
}

/** What /api/panchang answered for a city and date; `day` null when it failed. */
interface Fetched {
  city: string;
  date: string;
  day: CityDayTithis | null;
}

/**
 * `conventions`: the visitor's remembered clock and sunrise (the cookie's, read by the server): the
 * clock shows in that style, and a day read from the API is computed with that sunrise.
 */
export function CurrentTimeCard({
  initial,
  tithiNames,
  conventions,
}: {
  initial: CityDayTithis;
  tithiNames: string[];
  conventions: Pick<Conventions, 'clock' | 'sunrise'>;
}) {
  const t = useClientT('sidebar');
  const pc = useClientT('panchangCard');
  const links = useClientT('nav.links');
  const locale = useLocale() as Locale;
  const { city, hydrated } = useSelection();
  const [ref, seen] = useSeen<HTMLElement>();
  const { clock, sunrise } = conventions;
  const now = useClock(seen);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  const local = now === null || !hydrated ? null : zonedTime(now, city.timezone);
  const today = local === null ? null : zonedDate(local);
  const serverDay = today !== null && initial.city === city.slug && initial.date === today ? initial : null;
  const fetchedDay = today !== null && fetched?.city === city.slug && fetched.date === today ? fetched : null;
  const needFetch = today !== null && serverDay === null && fetchedDay === null;

  useEffect(() => {
    if (!needFetch || today === null) return;
    const ctrl = new AbortController();
    const slug = city.slug;
    const query = new URLSearchParams({ city: slug, date: today, ...(sunrise === DEFAULT_CONVENTIONS.sunrise ? {} : { sunrise }) });
    fetch(`/api/panchang?${query}`, { signal: ctrl.signal })
      .then(async (res) => (res.ok ? tithisFromApi(await res.json(), slug, locale, clock) : null))
      .then((day) => setFetched({ city: slug, date: today, day }))
      .catch(() => {
        if (!ctrl.signal.aborted) setFetched({ city: slug, date: today, day: null });
      });
    return () => ctrl.abort();
  }, [needFetch, city.slug, today, locale, sunrise, clock]);

  const day = serverDay ?? fetchedDay?.day ?? null;
  const state = local === null ? 'loading' : day ? 'ok' : fetchedDay ? 'error' : 'loading';
  const badge = (b: Badge) => (b.kind === 'till' ? pc('till', { time: b.time }) : pc(b.kind));
  const current = day && now !== null ? tithiAt(day, now) : null;

  return (
    <section
      ref={ref}
      aria-labelledby="sidebar-time"
      aria-busy={state === 'loading'}
      className="side-card"
      data-testid="current-time-card"
      data-state={state}
    >
      <h2 id="sidebar-time" className="side-title mb-1">
        {t('timeTitle')}
      </h2>
      {local === null && <span className="sr-only">{t('timeLoading')}</span>}
      <p className="mb-3 h-4 text-xs leading-4 text-muted" data-testid="current-time-city">
        {local === null ? <Bar className="h-4 w-28" /> : cityDisplayName(city, locale)}
      </p>
      <p className="h-9 text-3xl font-semibold leading-9 tabular-nums text-fg">
        {local === null ? (
          <Bar className="h-8 w-40" />
        ) : (
          <time dateTime={zonedIso(local)} data-testid="current-time">
            {clockText(clock, local.hour, local.minute, local.second)}
          </time>
        )}
      </p>
      <p className="mt-1 h-5 text-sm leading-5 text-fg">
        {local === null || today === null ? (
          <Bar className="h-4 w-48" />
        ) : (
          <time dateTime={today} data-testid="current-date">
            {formatDate(today, locale, 'full')}
          </time>
        )}
      </p>
      <div className="mt-3 border-t border-line pt-3">
        <p className="text-xs text-muted">{t('tithiToday')}</p>
        {/* Two tithis (two lines each) fit without growing: most days have one or two. */}
        <ul className="mt-1 grid min-h-[4.75rem] content-start gap-1 text-sm leading-5" data-testid="current-tithi">
          {state === 'loading' && (
            <>
              <li>
                <Bar className="h-4 w-44" />
              </li>
              <li>
                <Bar className="h-4 w-32" />
              </li>
            </>
          )}
          {state === 'error' && <li className="text-muted">{t('tithiUnavailable')}</li>}
          {day?.tithis.map((x, i) => (
            <li key={`${x.number}-${i}`} data-tithi={x.number} aria-current={x === current ? 'true' : undefined}>
              <span className="flex h-5 items-center gap-1.5">
                <span className={x === current ? 'font-semibold text-fg' : 'text-fg'}>{tithiNames[x.number - 1]}</span>
                {x === current && (
                  <span className="rounded bg-saffron-soft px-1.5 text-[0.65rem] font-semibold uppercase leading-4 text-saffron">{t('tithiNow')}</span>
                )}
              </span>
              <span className="block h-4 text-xs leading-4 text-muted">{badge(x.badge)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Link href={cityLink('todayPanchang', hydrated ? city.slug : null)} className="more-link mt-2">
        {`${links('todayPanchang')} →`}
      </Link>
    </section>
  );
}

/** A placeholder line of the size of the text it stands for. */
function Bar({ className }: { className: string }) {
  return <span className={`inline-block animate-pulse rounded bg-surface-2 align-middle ${className}`} />;
}
