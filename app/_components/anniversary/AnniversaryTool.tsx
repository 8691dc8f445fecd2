'use client';

/**
 * The tithi anniversary tool: a list of people (name, date, optional time
 * and place, and the reckoning: Shraddha, tithi or nakshatra birthday) kept
 * in this browser only (localStorage, in the feed's own encoding:
 * lib/personal/people.ts), their lunar dates and anniversaries for the next
 * 20 years in the visitor's city (GET /api/anniversaries: the sentences come
 * from the server), and the same list as a calendar feed to subscribe to.
 * Printable: the form and buttons stay off paper.
 */
import { useEffect, useState } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import type { Locale } from '@/i18n/routing';
import { anniversaryFeedUrl, subscribeLinks } from '@/lib/festivals/feed-url';
import { cleanName, CONTROL_CHARACTERS, decodePeople, encodePeople, MAX_NAME_LENGTH, MAX_PARAM_LENGTH, MAX_PEOPLE, type Person, type ReckoningKey } from '@/lib/personal/people';
import { cityDisplayName, dateProblem, type CitySummary } from '@/lib/selection/params';
import type { AnniversariesView, PersonView } from '@/lib/view/anniversaries';
import { CityPicker } from '../controls/CityPicker';
import { AlarmHourSelect } from '../festivals/AlarmHourSelect';
import { useClientT } from '../i18n/useClientT';
import { PrintButton } from '../print/PrintButton';
import { localStore, useStored, writeStored } from '../selection/storage';
import { useSelection } from '../selection/SelectionProvider';

export const PEOPLE_STORAGE_KEY = 'vc.anniversaries';
const RECKONINGS: readonly ReckoningKey[] = ['shraddha', 'tithi', 'nakshatra'];

/** The stored list, each person checked as the server would (a damaged entry is dropped, not shown). */
function storedPeople(raw: string | null): Person[] {
  if (!raw) return [];
  const d = decodePeople(raw);
  if (!d.ok) return [];
  return d.people.flatMap((p): Person[] =>
    RECKONINGS.includes(p.reckoning as ReckoningKey) && dateProblem(p.date) === null && /^(|\d{2}:\d{2})$/.test(p.time) && p.name !== ''
      ? [{ name: p.name, date: p.date, time: p.time || null, place: p.place || null, reckoning: p.reckoning as ReckoningKey }]
      : [],
  );
}

type Fetched = { key: string; view: AnniversariesView | null; error?: string };

const input = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';

export function AnniversaryTool() {
  const t = useClientT('anniversary');
  const locale = useLocale() as Locale;
  const { city, hydrated } = useSelection();
  const stored = useStored(localStore, PEOPLE_STORAGE_KEY);
  const people = storedPeople(stored);
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<CitySummary | null>(null);
  const [reckoning, setReckoning] = useState<ReckoningKey>('shraddha');
  const [problem, setProblem] = useState<string | null>(null);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [alarm, setAlarm] = useState<number | null>(null);

  const p = people.length > 0 ? encodePeople(people) : null;
  const key = p && hydrated ? `${p}|${city.slug}|${locale}` : null;
  const view = fetched && fetched.key === key ? fetched.view : null;

  useEffect(() => {
    if (key === null || p === null) return;
    const ctrl = new AbortController();
    fetch(`/api/anniversaries?${new URLSearchParams({ p, city: city.slug, ...(locale === 'en' ? {} : { lang: locale }) })}`, { signal: ctrl.signal })
      .then(async (res) => {
        const body = await res.json();
        setFetched(res.ok ? { key, view: body as AnniversariesView } : { key, view: null, error: String(body.error) });
      })
      .catch((e) => {
        if (!ctrl.signal.aborted) setFetched({ key, view: null, error: e instanceof Error ? e.message : String(e) });
      });
    return () => ctrl.abort();
  }, [key, p, city.slug, locale]);

  const save = (list: Person[]) => writeStored(localStore, PEOPLE_STORAGE_KEY, list.length > 0 ? encodePeople(list) : null);

  function add(e: React.FormEvent) {
    e.preventDefault();
    const clean = cleanName(name);
    let why: string | null = null;
    if (people.length >= MAX_PEOPLE) why = t('form.full', { count: MAX_PEOPLE });
    else if (clean === '' || CONTROL_CHARACTERS.test(clean)) why = t('form.nameMissing');
    else if ([...clean].length > MAX_NAME_LENGTH) why = t('form.nameLong', { count: MAX_NAME_LENGTH });
    else if (dateProblem(date) !== null) why = t('form.dateBad');
    else if (time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) why = t('form.timeBad');
    const next: Person[] = [...people, { name: clean, date, time: time || null, place: place?.slug ?? null, reckoning }];
    if (why === null && encodePeople(next).length > MAX_PARAM_LENGTH) why = t('form.tooLong');
    setProblem(why);
    if (why !== null) return;
    save(next);
    setName('');
    setTime('');
  }

  const cityName = cityDisplayName(city, locale);
  const feed = p ? subscribeLinks(anniversaryFeedUrl({ p, city: city.slug, locale, alarm }, location.origin)) : null;
  const loading = key !== null && fetched?.key !== key;
  const failed = fetched?.key === key && !fetched.view ? fetched.error : null;

  return (
    <div className="grid gap-6">
      <form onSubmit={add} className="side-card grid gap-3 print:hidden" data-testid="anniversary-form" noValidate>
        <h2 className="card-title">{t('form.title')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm">
            {t('form.name')}
            <input className={input} value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_NAME_LENGTH + 10} data-testid="person-name" />
          </label>
          <label className="grid gap-1 text-sm">
            {t('form.reckoning')}
            <select className={input} value={reckoning} onChange={(e) => setReckoning(e.target.value as ReckoningKey)} data-testid="person-reckoning">
              {RECKONINGS.map((r) => (
                <option key={r} value={r}>
                  {t(`reckoning.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            {t('form.date')}
            <input type="date" className={input} min="1900-01-01" max="2100-12-31" value={date} onChange={(e) => setDate(e.target.value)} data-testid="person-date" />
          </label>
          <label className="grid gap-1 text-sm">
            {t('form.time')}
            <input type="time" className={input} value={time} onChange={(e) => setTime(e.target.value)} data-testid="person-time" />
            <span className="text-xs text-muted">{t('form.timeHint')}</span>
          </label>
          <div className="grid gap-1 text-sm sm:col-span-2">
            <span>{t('form.place')}</span>
            <CityPicker value={place} onChange={setPlace} locate={false} label={t('form.place')} />
            <span className="text-xs text-muted">{place ? '' : t('form.placeHint', { city: cityName })}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-xl bg-saffron px-4 py-2 text-sm font-semibold text-white dark:text-bg" data-testid="person-add">
            {t('form.add')}
          </button>
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="person-problem">
              {problem}
            </p>
          )}
        </div>
      </form>

      <section aria-labelledby="people-title" className="side-card" data-testid="people">
        <h2 id="people-title" className="card-title">
          {t('list.title')}
        </h2>
        <p className="text-sm text-muted">
          {t('list.keptIn', { city: cityName })} <span className="print:hidden">{t('list.keptInHint')}</span>
        </p>
        {people.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('list.empty')}</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm print:hidden">
            {people.map((x, i) => (
              <li key={`${i}-${x.name}`} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-semibold text-fg">{x.name}</span> <span className="text-muted">· {t(`reckoning.${x.reckoning}`)} · {x.date}{x.time ? ` ${x.time}` : ''}</span>
                </span>
                <button type="button" className="text-xs text-muted hover:text-saffron" onClick={() => save(people.filter((_, j) => j !== i))} aria-label={t('list.remove', { name: x.name })}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-muted print:hidden">{t('list.stored')}</p>
      </section>

      {loading && <p className="text-sm text-muted">{t('results.loading')}</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('results.failed', { error: failed })}
        </p>
      )}
      {view && (
        <>
          <section aria-labelledby="next-title" className="side-card" data-testid="next-anniversaries">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="next-title" className="card-title">
                {t('results.nextTitle')}
              </h2>
              <PrintButton label={t('results.print')} hint={t('results.printHint')} />
            </div>
            <ul className="mt-2 grid gap-1 text-sm">
              {view.next.map((n) => (
                <li key={n.person} data-date={n.date}>
                  <span className="font-semibold text-fg">{n.dateLabel}</span> · {n.name} · <span className="text-muted">{n.reckoningLabel}</span> ({n.limb})
                </li>
              ))}
            </ul>
          </section>
          {view.people.map((pv, i) => (
            <PersonDates key={i} pv={pv} />
          ))}
          {feed && (
            <section aria-labelledby="feed-title" className="side-card print:hidden" data-testid="anniversary-feed">
              <h2 id="feed-title" className="card-title">
                {t('feed.title')}
              </h2>
              <p className="text-sm text-muted">{t('feed.intro')}</p>
              <div className="mt-2">
                <AlarmHourSelect value={alarm} onChange={setAlarm} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <a href={feed.webcal} className="inline-flex h-10 items-center rounded-xl border border-line px-4 text-sm font-semibold text-fg hover:border-saffron" data-testid="anniversary-webcal">
                  {t('feed.webcal')}
                </a>
                <a href={feed.google} target="_blank" rel="noopener noreferrer" className="inline-flex h-10 items-center rounded-xl border border-line px-4 text-sm font-semibold text-fg hover:border-saffron">
                  {t('feed.google')}
                </a>
              </div>
              <label className="mt-3 grid gap-1 text-xs text-muted">
                {t('feed.copy')}
                <input readOnly className={input} value={feed.url} onFocus={(e) => e.currentTarget.select()} data-testid="anniversary-feed-url" />
              </label>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** One person: the moment's lunar date, then each year's date with why. */
function PersonDates({ pv }: { pv: PersonView }) {
  const t = useClientT('anniversary');
  return (
    <section className="side-card break-inside-avoid-page" data-testid="person-dates">
      <h2 className="card-title">
        {pv.name} <span className="text-sm font-normal text-muted">· {pv.reckoningLabel}</span>
      </h2>
      <p className="text-sm text-muted">{pv.moment}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{t('results.tithi')}: </dt>
          <dd className="inline text-fg" data-testid="person-tithi">
            {pv.tithi}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('results.paksha')}: </dt>
          <dd className="inline text-fg">{pv.paksha}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('results.nakshatra')}: </dt>
          <dd className="inline text-fg">{pv.nakshatra}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-muted">{t('results.months')}: </dt>
          <dd className="inline text-fg">{pv.months}</dd>
        </div>
      </dl>
      {pv.notes.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-xs text-muted">
          {pv.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <h3 className="mt-3 text-sm font-semibold text-fg">{t('results.datesTitle', { count: pv.anniversaries.length })}</h3>
      <table className="mt-1 w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 pr-2 font-normal">{t('results.date')}</th>
            <th className="py-1 font-normal">{t('results.why')}</th>
          </tr>
        </thead>
        <tbody>
          {pv.anniversaries.map((a) => (
            <tr key={a.date} className="border-t border-line align-top" data-date={a.date}>
              <td className="py-1 pr-2 font-medium text-fg">{a.dateLabel}</td>
              <td className="py-1">
                <span className="text-fg">{a.limb}</span> <span className="text-muted">{a.span}</span>
                <span className="block text-xs text-muted">{a.months}</span>
                <span className="block text-xs">{a.why}</span>
                {a.notes.map((n) => (
                  <span key={n} className="block text-xs text-saffron">
                    {n}
                  </span>
                ))}
                {a.days.length > 1 && (
                  <details className="text-xs text-muted print:hidden">
                    <summary className="cursor-pointer">{t('results.days')}</summary>
                    {a.days.map((d) => (
                      <span key={d} className="block">
                        {d}
                      </span>
                    ))}
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
