import { getTranslations } from 'next-intl/server';
import type { MonthPage } from '@/app/_loaders/month';
import type { PageSelection } from '@/app/_loaders/selection';
import { MASA_SYSTEMS, REGIONAL_CHOICES } from '@/lib/conventions/conventions';
import { namesFor } from '@/lib/names/names';
import { SCRIPT_LANG, type RegionalCellMark } from '@/lib/view/regional';
import { linkTo } from '@/lib/urls';
import { ConventionLink } from '../conventions/ConventionLink';
import { PendingLink } from '../controls/Pending';
import { FestivalIcon } from '../festivals/FestivalIcon';
import { ConventionsLine } from '../conventions/ConventionsLine';
import { MonthPrintSheet } from '../print/MonthPrintSheet';
import { PrintButton } from '../print/PrintButton';
import { Card } from '../ui/Card';
import { MonthNav, WeekdayHead } from '../ui/MonthNav';
import { PeriodLegend, PeriodMarks } from '../periods/Periods';

/** The month grid: tithi and paksha at sunrise and the sunrise time of every day, today highlighted, the days inside a period marked; and its printed sheet. */
export async function MonthlyView({ vm, sel }: { vm: MonthPage; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'monthlyPage' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const pr = await getTranslations({ locale: sel.locale, namespace: 'print' });
  const rg = await getTranslations({ locale: sel.locale, namespace: 'regionalPages.grid' });
  const { month, conventions, regional, periods } = vm;
  const names = namesFor(sel.locale);
  const mark = (date: string) => regional?.marks[date];
  const periodNames = (date: string) => (periods.byDate[date] ?? []).map((i) => periods.legend[i].name);
  const system = conventions.masa;
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const conv = sel.conventionsFromUrl;
  const monthHref = (date: string) => linkTo('monthlyPanchang', { city, date, conv });
  const dayHref = (date: string) => linkTo('todayPanchang', { city, date, conv });
  const sunrise = (s: string | null) => s ?? pc('noSunrise');

  return (
    <>
      <Card
        id="month"
        title={month.title}
        subtitle={t('lunarMonths', { months: month.lunarMonths })}
        data-testid="month-card"
        action={
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t('system')} className="inline-flex rounded-full border border-line p-0.5 text-sm print:hidden">
              {MASA_SYSTEMS.map((s) => (
                <ConventionLink
                  key={s}
                  // The month system is a convention: choosing one here remembers it, as the settings do.
                  conventions={{ masa: s }}
                  href={linkTo('monthlyPanchang', { city, date: sel.dateFromUrl ? sel.date : null, conv: { ...conv, masa: s } })}
                  aria-current={s === system ? 'true' : undefined}
                  title={t(`${s}Hint`)}
                  className={`rounded-full px-3 py-1 ${s === system ? 'bg-maroon text-white dark:text-bg' : 'text-fg hover:text-saffron'}`}
                  data-testid={`system-${s}`}
                >
                  {t(s)}
                </ConventionLink>
              ))}
            </div>
            <div role="group" aria-label={rg('selector')} className="inline-flex flex-wrap rounded-full border border-line p-0.5 text-sm print:hidden" data-testid="region-selector">
              {REGIONAL_CHOICES.map((r) => (
                <ConventionLink
                  key={r}
                  // The regional calendar is a convention too: the choice is in the path and remembered.
                  conventions={{ regional: r }}
                  href={linkTo('monthlyPanchang', { city, date: sel.dateFromUrl ? sel.date : null, conv: { ...conv, regional: r } })}
                  aria-current={r === conventions.regional ? 'true' : undefined}
                  className={`rounded-full px-3 py-1 ${r === conventions.regional ? 'bg-maroon text-white dark:text-bg' : 'text-fg hover:text-saffron'}`}
                  data-testid={`region-${r}`}
                >
                  {r === 'none' ? rg('none') : names.regionalCalendar(r)}
                </ConventionLink>
              ))}
            </div>
            <PrintButton label={pr('button')} hint={pr('hint')} />
          </div>
        }
      >
        <MonthNav prev={month.prev} next={month.next} href={monthHref} labels={{ prev: t('previousMonth'), next: t('nextMonth') }} />
        <table className="hidden w-full table-fixed border-collapse text-center sm:table" data-testid="month-grid" aria-label={t('gridLabel', { month: month.title })}>
          <WeekdayHead weekdays={month.weekdays} />
          <tbody>
            {month.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((d, j) => {
                  if (!d) return <td key={j} className="p-0.5" />;
                  // The link is named by what it shows (day, paksha, lunar month, tithi, festival, sunrise); the full
                  // date and every festival are its description, read after the name.
                  const r = mark(d.date);
                  const regionalText = r && regional ? `${regional.calendarName}: ${r.monthName ? `${r.monthName} ` : ''}${r.day}` : null;
                  const description = [
                    `${d.fullDate}: ${d.lunarMonth ? `${d.lunarMonth}, ` : ''}${d.paksha} ${d.tithi}, ${pc('sunrise')} ${sunrise(d.sunrise)}`,
                    ...(regionalText ? [regionalText] : []),
                    ...d.festivals.map((f) => f.name),
                    ...periodNames(d.date),
                  ].join('; ');
                  const descriptionId = `month-day-${d.date}`;
                  return (
                    <td key={d.date} className="p-0.5 align-top" data-testid="month-day" data-date={d.date} data-today={d.isToday || undefined}>
                      <span id={descriptionId} hidden>
                        {description}
                      </span>
                      <PendingLink
                        kind="panchang"
                        href={dayHref(d.date)}
                        aria-describedby={descriptionId}
                        aria-current={d.isToday ? 'date' : undefined}
                        className={`flex h-full min-h-[4.75rem] flex-col items-start gap-0.5 rounded-lg border p-1 text-left hover:border-saffron sm:min-h-[6rem] sm:p-2 ${
                          d.isToday ? 'border-saffron bg-saffron-soft ring-1 ring-saffron' : d.shukla ? 'border-line bg-surface' : 'border-line bg-surface-2'
                        }`}
                      >
                        <span className="flex w-full items-baseline justify-between">
                          <span className={`text-sm font-bold sm:text-base ${d.isToday ? 'text-saffron' : 'text-fg'}`}>{d.day}</span>
                          <abbr title={d.paksha} className="text-[0.65rem] font-semibold text-muted no-underline">
                            {d.shukla ? t('shuklaShort') : t('krishnaShort')}
                          </abbr>
                        </span>
                        <PeriodMarks legend={periods.legend} indices={periods.byDate[d.date]} />
                        {d.lunarMonth && (
                          <span className="w-full truncate text-[0.6rem] font-semibold uppercase tracking-wide text-saffron" data-testid="lunar-month-start">
                            {d.lunarMonth}
                          </span>
                        )}
                        <span className="w-full break-words text-[0.65rem] leading-tight text-fg sm:text-xs">
                          {d.tithi}
                        </span>
                        {r && regional && <RegionalMark mark={r} lang={SCRIPT_LANG[regional.calendar]} />}
                        {d.marker && (
                          <span
                            className={`w-full truncate text-[0.7rem] leading-tight ${d.marker.secondary ? 'text-muted' : 'text-maroon'}`}
                            title={d.festivals.map((f) => f.name).join(', ')}
                            data-testid="festival-marker"
                          >
                            <FestivalIcon emoji={d.marker.emoji} /> {d.marker.name}
                            {d.marker.more > 0 && <span className="text-muted"> +{d.marker.more}</span>}
                          </span>
                        )}
                        <span className="mt-auto hidden text-[0.7rem] tabular-nums text-muted sm:block">
                          <span aria-hidden="true">☀</span> {sunrise(d.sunrise)}
                        </span>
                      </PendingLink>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {/* Phones: the same days as a list (seven columns leave no room for a tithi name). */}
        <ol className="grid gap-1.5 sm:hidden" data-testid="month-list" aria-label={t('gridLabel', { month: month.title })}>
          {month.days.map((d) => (
            <li key={d.date} data-testid="month-list-day" data-date={d.date}>
              <PendingLink
                kind="panchang"
                href={dayHref(d.date)}
                aria-current={d.isToday ? 'date' : undefined}
                className={`grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm ${
                  d.isToday ? 'border-saffron bg-saffron-soft ring-1 ring-saffron' : d.shukla ? 'border-line bg-surface' : 'border-line bg-surface-2'
                }`}
              >
                <span className="leading-tight">
                  <span className={`block text-base font-bold ${d.isToday ? 'text-saffron' : 'text-fg'}`}>{d.day}</span>
                  <span className="block text-[0.7rem] text-muted">{d.weekdayShort}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-fg">{d.tithi}</span>
                  <span className="block text-xs text-muted">
                    {d.paksha}
                    {d.lunarMonth && <span className="font-semibold text-saffron"> · {d.lunarMonth}</span>}
                  </span>
                  {regional && regional.marks[d.date] && <RegionalMark mark={regional.marks[d.date]} lang={SCRIPT_LANG[regional.calendar]} />}
                  {d.festivals.map((f) => (
                    <span key={f.id} className={`block truncate text-xs ${f.secondary ? 'text-muted' : 'text-maroon'}`} data-secondary={f.secondary || undefined}>
                      <FestivalIcon emoji={f.emoji} /> {f.name}
                    </span>
                  ))}
                  {periodNames(d.date).length > 0 && (
                    <span className="block truncate text-xs text-muted" data-testid="month-list-periods">
                      {periodNames(d.date).join(' · ')}
                    </span>
                  )}
                </span>
                <span className="text-xs tabular-nums text-muted">☀ {sunrise(d.sunrise)}</span>
              </PendingLink>
            </li>
          ))}
        </ol>
        <PeriodLegend legend={periods.legend} locale={sel.locale} />
        <p className="mt-3 hidden text-xs text-muted sm:block">{t('legend')}</p>
        {regional && <p className="mt-1 text-xs text-muted" data-testid="regional-legend">{rg('legend', { calendar: regional.calendarName })}</p>}
        <ConventionsLine conventions={conventions} locale={sel.locale} className="mt-2" />
      </Card>
      <MonthPrintSheet month={month} sel={sel} conventions={conventions} />
    </>
  );
}

/** A cell's day of the chosen regional month; on its day 1 (and the grid's first cell) the month's name, also in the region's script. */
function RegionalMark({ mark, lang }: { mark: RegionalCellMark; lang: string }) {
  return (
    <span className="block w-full truncate text-[0.65rem] font-medium leading-tight text-maroon" data-testid="regional-mark" data-day={mark.day}>
      {mark.monthName ? (
        <>
          {mark.monthName} {mark.day} <span lang={lang}>{mark.monthNameInScript}</span>
        </>
      ) : (
        mark.day
      )}
    </span>
  );
}
