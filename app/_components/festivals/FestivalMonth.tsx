import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { FESTIVAL_FILTERS, linkTo, localizedPath, type FestivalFilter } from '@/lib/urls';
import { cityDisplayName } from '@/lib/selection/params';
import type { FestivalMonthView } from '@/lib/view/festivals';
import { PendingLink } from '../controls/Pending';
import { Card } from '../ui/Card';
import { MonthNav, WeekdayHead } from '../ui/MonthNav';
import { ROW, Table } from '../ui/Table';
import { EventTitle } from './EventTitle';
import { FestivalIcon, FestivalIconSprite } from './FestivalIcon';

const typeParam = (f: FestivalFilter) => (f === 'all' ? undefined : f);

/** The type filter: one link per type (works without JavaScript), the current one marked. */
async function TypeFilter({ vm, sel }: { vm: FestivalMonthView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage' });
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const date = sel.dateFromUrl ? sel.date : null;
  return (
    <nav aria-label={t('filterLabel')} className="flex flex-wrap items-center gap-2" data-testid="type-filter">
      <span className="text-xs font-medium uppercase tracking-wide text-muted">{t('filterLabel')}</span>
      {FESTIVAL_FILTERS.map((f) => (
        <PendingLink
          key={f}
          kind="panchang"
          href={linkTo('festivals', { city, date, conv: sel.conventionsFromUrl, params: { filter: typeParam(f) } })}
          aria-current={f === vm.filter ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 text-sm ${f === vm.filter ? 'border-maroon bg-maroon text-white dark:text-bg' : 'border-line text-fg hover:border-saffron hover:text-saffron'}`}
          data-filter={f}
        >
          {t(`filters.${f}`)}
        </PendingLink>
      ))}
    </nav>
  );
}

/**
 * The month of festivals: the filter, previous / next month, the grid (each
 * day's events, a link to the day's Panchang) and the list of the month's
 * events with tithi and muhurat.
 *
 * The grid's days and the list's names (some 80 links) are server markup:
 * plain links, and pictograms drawn once in the sprite and referred to
 * (Lighthouse, mobile: hydrating a client link each, with their prefetches
 * of every page they show, and the drawings repeated up to five times per
 * event made this page's HTML 470 KB and its first paint 2.4 s).
 */
export async function FestivalMonth({ vm, sel }: { vm: FestivalMonthView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage' });
  const monthHref = (date: string) => linkTo('festivals', { city: sel.city.slug, date, conv: sel.conventionsFromUrl, params: { filter: typeParam(vm.filter) } });
  const dayCity = sel.cityFromUrl ? sel.city.slug : null;
  const plain = { locale: sel.locale };
  return (
    <>
      <FestivalIconSprite emojis={vm.weeks.flat().flatMap((d) => d?.events.map((e) => e.emoji) ?? []).concat(vm.rows.map((r) => r.emoji))} />
      <Card id="festival-month" className="fm-card" title={vm.title} data-testid="festival-month" action={<TypeFilter vm={vm} sel={sel} />}>
        <MonthNav prev={vm.prev} next={vm.next} href={monthHref} labels={{ prev: t('previousMonth'), next: t('nextMonth') }} />
        <table className="w-full table-fixed border-collapse text-center" data-testid="festival-grid" aria-label={t('gridLabel', { month: vm.title })}>
          <WeekdayHead weekdays={vm.weekdays} />
          <tbody>
            {vm.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((d, j) => {
                  if (!d) return <td key={j} className="p-0.5" />;
                  const lead = d.events.find((e) => e.major) ?? d.events[0];
                  // Named by what it shows (the day, and the leading event and "+1 more" where they show); the full
                  // date and every event are its description, read after the name.
                  const descriptionId = `festival-day-${d.date}`;
                  return (
                    <td key={d.date} className="p-0.5 align-top" data-testid="festival-day" data-date={d.date} data-today={d.isToday || undefined}>
                      <span id={descriptionId} hidden>
                        {[d.fullDate, ...d.events.map((e) => e.name)].join('; ')}
                      </span>
                      <a
                        href={localizedPath(sel.locale, linkTo('todayPanchang', { city: dayCity, date: d.date, conv: sel.conventionsFromUrl }))}
                        aria-describedby={descriptionId}
                        aria-current={d.isToday ? 'date' : undefined}
                        className={d.isToday ? 'fm-day fm-day-today' : d.events.length > 0 ? 'fm-day' : 'fm-day fm-day-empty'}
                      >
                        <span className={`text-sm font-bold ${d.isToday ? 'text-saffron' : 'text-fg'}`}>{d.day}</span>
                        {/* Phones: the events' pictograms; wider screens: the leading event's name too. */}
                        {lead && (
                          <span className="flex flex-wrap gap-0.5 text-maroon sm:hidden" data-testid="festival-day-icons">
                            {d.events.slice(0, 3).map((e) => (
                              <FestivalIcon key={e.id} emoji={e.emoji} className="h-4 w-4" fromSprite />
                            ))}
                          </span>
                        )}
                        {lead && (
                          <span className="hidden w-full text-[0.7rem] leading-tight text-maroon sm:block" title={d.events.map((e) => e.name).join(', ')}>
                            <span className="line-clamp-2 break-words">
                              <FestivalIcon emoji={lead.emoji} fromSprite /> {lead.name}
                            </span>
                            {d.events.length > 1 && <span className="text-muted">{t('more', { count: d.events.length - 1 })}</span>}
                          </span>
                        )}
                      </a>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-muted">{t('legend', { city: cityDisplayName(sel.city, sel.locale), zone: sel.place.tz })}</p>
      </Card>
      <Card id="festival-list" className="below-fold" title={t('listTitle', { month: vm.title })} subtitle={t('listCount', { count: vm.rows.length })} data-testid="festival-list">
        {vm.rows.length === 0 ? (
          <p className="text-sm text-muted">{t('none', { month: vm.title })}</p>
        ) : (
          <Table head={[t('dateColumn'), t('nameColumn'), t('tithiColumn'), t('muhuratColumn')]} testId="festival-table" cards>
            {vm.rows.map((r) => (
              <tr key={r.id} className={ROW} data-testid="festival-row" data-date={r.date} data-slug={r.slug}>
                <td className="fm-cell whitespace-nowrap">
                  <time dateTime={r.date} className="fm-main font-medium">
                    {r.dateLabel}
                  </time>
                  <span className="fm-note">{r.weekday}</span>
                  {r.until && <span className="fm-note">{t('until', { date: r.until })}</span>}
                </td>
                <td className="fm-cell min-w-[10rem]">
                  <EventTitle row={r} plain={plain} />
                </td>
                <td className="fm-cell min-w-[9rem]" data-label={t('tithiColumn')}>
                  {r.tithi ? (
                    <>
                      <span className="fm-main">{r.tithi.name}</span>
                      <span className="fm-note tabular-nums">{r.tithi.range}</span>
                    </>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
                <td className="fm-cell min-w-[9rem]" data-label={t('muhuratColumn')}>
                  {r.window ? (
                    <>
                      <span className="fm-main">{r.window.name}</span>
                      <span className="fm-note tabular-nums">{r.window.range}</span>
                    </>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
    </>
  );
}
