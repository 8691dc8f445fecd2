import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { RegionalMonthPage } from '@/app/_loaders/regional';
import { pagePath, type PageParams } from '@/lib/urls';
import { SCRIPT_LANG, type RegionalBoundaryView, type RegionalIndexEntry } from '@/lib/view/regional';
import { PendingLink } from '../controls/Pending';
import { FestivalIcon } from '../festivals/FestivalIcon';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';
import { Card, FactList } from '../ui/Card';
import { WeekdayHead } from '../ui/MonthNav';

const NAV = 'inline-flex items-center gap-1 chip-link';

/** Where the month's links lead: the same region at the page's city and conventions. */
export interface RegionalLinks {
  city: string | null;
  conv: PageParams['conv'];
}

export const regionalMonthPath = (region: RegionalMonthPage['view']['calendar'], year: number, month: string, l: RegionalLinks) =>
  pagePath('regionalMonth', { region, regionMonth: { year, month }, ...(l.city ? { city: l.city, conv: l.conv } : {}) });

/** A month of a regional solar calendar: its days in weeks (the regional day large, the civil date small), its boundaries and festivals. */
export async function RegionalMonth({ page, locale, links }: { page: RegionalMonthPage; locale: Locale; links: RegionalLinks }) {
  const t = await getTranslations({ locale, namespace: 'regionalPages.month' });
  const v = page.view;
  const lang = SCRIPT_LANG[v.calendar];
  const href = (year: number, key: string) => regionalMonthPath(v.calendar, year, key, links);
  const festivals = v.cells.flatMap((c) => c.festivals.map((f) => ({ ...f, date: c.date, day: c.day, fullDate: c.fullDate })));
  const boundary = (b: RegionalBoundaryView) => (
    <>
      <span className="block">{t('sankranti', { sign: b.sign, at: b.at })}</span>
      <span className="block">{t('firstDay', { date: b.firstDay })}</span>
      <span className="block text-muted">{b.reason}</span>
    </>
  );
  return (
    <>
      <Card
        id="regional-month"
        title={t('calendarTitle', { month: v.monthName })}
        subtitle={
          <>
            {t('inScript', { calendar: v.calendarName })}{' '}
            <span className="text-base text-fg" lang={lang} data-testid="month-in-script">
              {v.monthNameInScript}
            </span>
          </>
        }
        data-testid="regional-month"
      >
        <nav aria-label={`${t('prev')} / ${t('next')}`} className="mb-3 flex justify-between gap-2">
          {v.prev && page.prevKey ? (
            <PendingLink kind="panchang" href={href(v.prev.year, page.prevKey)} className={NAV} rel="prev" data-testid="previous-month">
              <ChevronLeftIcon />
              {v.prev.monthName} {v.prev.year}
            </PendingLink>
          ) : (
            <span />
          )}
          {v.next && page.nextKey && (
            <PendingLink kind="panchang" href={href(v.next.year, page.nextKey)} className={NAV} rel="next" data-testid="next-month">
              {v.next.monthName} {v.next.year}
              <ChevronRightIcon />
            </PendingLink>
          )}
        </nav>
        <table className="w-full table-fixed border-collapse text-center" data-testid="regional-grid" aria-label={t('calendarTitle', { month: v.monthName })}>
          <WeekdayHead weekdays={v.weekdays} />
          <tbody>
            {v.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((c, j) =>
                  c ? (
                    <td
                      key={c.date}
                      className={`h-16 rounded-lg border p-1 align-top sm:h-20 ${c.isToday ? 'border-saffron bg-saffron-soft' : 'border-line bg-surface'}`}
                      data-testid="regional-day"
                      data-date={c.date}
                      data-day={c.day}
                      data-today={c.isToday || undefined}
                      aria-current={c.isToday ? 'date' : undefined}
                    >
                      <span className="sr-only">{t('cellLabel', { month: v.monthName, day: c.day, date: c.fullDate })}</span>
                      <span aria-hidden="true" className="flex w-full items-baseline justify-between gap-1">
                        <span className={`text-base font-bold ${c.isToday ? 'text-saffron' : 'text-fg'}`}>{c.day}</span>
                        <span className="text-[0.65rem] text-muted">
                          {c.gregorianMonth ? `${c.gregorianDay} ${c.gregorianMonth}` : c.gregorianDay}
                        </span>
                      </span>
                      {c.festivals.length > 0 && (
                        <span className="mt-0.5 block truncate text-left text-[0.65rem] text-maroon" title={c.festivals.map((f) => f.name).join(', ')}>
                          <FestivalIcon emoji={c.festivals[0].emoji} /> {c.festivals[0].name}
                        </span>
                      )}
                    </td>
                  ) : (
                    <td key={j} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2 lg:items-start">
        <Card id="regional-boundaries" title={t('boundaries')} data-testid="regional-boundaries">
          <FactList
            columns={1}
            items={[
              { key: 'opening', label: t('opening'), value: boundary(v.opening) },
              { key: 'closing', label: t('closing'), value: boundary(v.closing) },
            ]}
          />
        </Card>
        <Card id="regional-festivals" title={t('festivals')} data-testid="regional-festivals">
          {festivals.length === 0 ? (
            <p className="text-sm text-muted">{t('noFestivals', { calendar: v.calendarName })}</p>
          ) : (
            <ul className="space-y-1.5 text-sm">
              {festivals.map((f) => (
                <li key={`${f.date}-${f.id}`} className="entry-row">
                  <span className="entry-name">
                    <FestivalIcon emoji={f.emoji} /> {f.name}
                  </span>
                  <span className="text-muted">
                    {v.monthName} {f.day} · <time dateTime={f.date}>{f.fullDate}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/** The index of the regional calendars: each with today's date in it, its rule and a link to its current month. */
export async function RegionalIndex({ entries, locale, links }: { entries: RegionalIndexEntry[]; locale: Locale; links: RegionalLinks }) {
  const t = await getTranslations({ locale, namespace: 'regionalPages' });
  return (
    <ul className="grid gap-5 md:grid-cols-2" data-testid="regional-index">
      {entries.map((e) => (
        <li key={e.calendar}>
          <Card id={`region-${e.calendar}`} title={e.calendarName} data-testid="regional-index-entry">
            <p className="-mt-2 mb-2 text-lg" lang={SCRIPT_LANG[e.calendar]}>
              {e.calendarNameInScript} · {e.monthNameInScript}
            </p>
            <p className="text-sm text-fg">{t('index.today', { month: e.monthName, day: e.day, era: e.eraName, year: e.year })}</p>
            <p className="mt-2 text-sm text-muted">{t(`rules.${e.calendar}`)}</p>
            <Link href={regionalMonthPath(e.calendar, e.year, e.monthKey, links)} className="more-link mt-2">
              {t('index.open')}: {e.monthName} {e.year} →
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
