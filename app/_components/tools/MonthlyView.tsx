import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date';
import { formatTime } from '@/lib/format/time';
import { firstOfMonth, monthWeeks, parseIsoDate, shiftMonth, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { MAX_DATE, MIN_DATE } from '@/lib/selection';
import { toolHref } from '@/lib/tools';
import { masaName } from '@/lib/view/day';
import { festivalsOfMonth } from '@/lib/view/festivals';
import { lunarMonthsOf, MONTH_SYSTEMS, monthDays, type MonthSystem } from '@/lib/view/month';
import { nameOf, pakshaName } from '@/lib/view/names';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';
import { PendingLink } from '../controls/Pending';
import type { PageSelection } from '../day/load';
import { Card } from '../ui/Card';

/** The month grid: tithi and paksha at sunrise and the sunrise time of every day, today highlighted. */
export async function MonthlyView({ sel, system }: { sel: PageSelection; system: MonthSystem }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'monthlyPage' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const root = await getTranslations({ locale: sel.locale });
  const { locale } = sel;
  const { year, month } = parseIsoDate(sel.date);
  const days = monthDays(year, month, sel.place);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const festivals = festivalsOfMonth(year, month, sel.place);
  const festivalNames = (date: string) => (festivals.get(date) ?? []).map((e) => ({ id: e.id, slug: e.slug, name: root(`festivals.${e.slug}.name`), emoji: e.emoji, high: e.significance !== 'low' }));
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const keep = system === 'purnimanta' ? undefined : system;
  const monthHref = (date: string) => toolHref('monthlyPanchang', { city, date, extra: { system: keep } });
  const prev = shiftMonth(firstOfMonth(sel.date), -1);
  const next = shiftMonth(firstOfMonth(sel.date), 1);
  const months = lunarMonthsOf(days, system).map((m) => masaName(m, locale));
  const navCls = 'inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm hover:border-saffron hover:text-saffron';

  return (
    <Card
      id="month"
      title={formatDate(firstOfMonth(sel.date), locale, 'monthYear')}
      subtitle={t('lunarMonths', { months: months.join(' – ') })}
      data-testid="month-card"
      action={
        <div role="group" aria-label={t('system')} className="inline-flex rounded-full border border-line p-0.5 text-sm">
          {MONTH_SYSTEMS.map((s) => (
            <PendingLink
              key={s}
              kind="panchang"
              href={toolHref('monthlyPanchang', { city, date: sel.dateFromUrl ? sel.date : null, extra: { system: s === 'purnimanta' ? undefined : s } })}
              aria-current={s === system ? 'true' : undefined}
              title={t(`${s}Hint`)}
              className={`rounded-full px-3 py-1 ${s === system ? 'bg-maroon text-white dark:text-bg' : 'text-fg hover:text-saffron'}`}
              data-testid={`system-${s}`}
            >
              {t(s)}
            </PendingLink>
          ))}
        </div>
      }
    >
      <nav aria-label={`${t('previousMonth')} / ${t('nextMonth')}`} className="mb-3 flex justify-between gap-2">
        {prev >= MIN_DATE ? (
          <PendingLink kind="panchang" href={monthHref(prev)} className={navCls} rel="prev" data-testid="previous-month">
            <ChevronLeftIcon />
            {formatDate(prev, locale, 'monthYear')}
          </PendingLink>
        ) : (
          <span />
        )}
        {next <= MAX_DATE && (
          <PendingLink kind="panchang" href={monthHref(next)} className={navCls} rel="next" data-testid="next-month">
            {formatDate(next, locale, 'monthYear')}
            <ChevronRightIcon />
          </PendingLink>
        )}
      </nav>
      <table className="hidden w-full table-fixed border-collapse text-center sm:table" data-testid="month-grid" aria-label={t('gridLabel', { month: formatDate(sel.date, locale, 'monthYear') })}>
        <thead>
          <tr>
            {WEEK_SUNDAY_FIRST.map((d) => (
              <th key={d} scope="col" className="pb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                <abbr title={formatDate(d, locale, 'weekday')} className="no-underline">
                  {formatDate(d, locale, 'weekdayShort')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                const d = date ? byDate.get(date) : undefined;
                if (!date || !d) return <td key={j} className="p-0.5" />;
                const isToday = date === sel.today;
                const tithi = nameOf('tithi', d.tithi, locale);
                const sunrise = d.sunrise ? formatTime(d.sunrise) : pc('noSunrise');
                const fs = festivalNames(date);
                const label = [`${formatDate(date, locale, 'full')}: ${pakshaName(d.paksha, locale)} ${tithi}, ${pc('sunrise')} ${sunrise}`, ...fs.map((f) => f.name)].join('; ');
                return (
                  <td key={date} className="p-0.5 align-top" data-testid="month-day" data-date={date} data-today={isToday || undefined}>
                    <PendingLink
                      kind="panchang"
                      href={toolHref('todayPanchang', { city, date })}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      className={`flex h-full min-h-[4.75rem] flex-col items-start gap-0.5 rounded-lg border p-1 text-left hover:border-saffron sm:min-h-[6rem] sm:p-2 ${
                        isToday ? 'border-saffron bg-saffron-soft ring-1 ring-saffron' : d.paksha === 'Shukla' ? 'border-line bg-surface' : 'border-line bg-surface-2'
                      }`}
                    >
                      <span className="flex w-full items-baseline justify-between">
                        <span className={`text-sm font-bold sm:text-base ${isToday ? 'text-saffron' : 'text-fg'}`}>{parseIsoDate(date).day}</span>
                        <span className="text-[0.65rem] font-semibold text-muted" aria-hidden="true">
                          {d.paksha === 'Shukla' ? t('shuklaShort') : t('krishnaShort')}
                        </span>
                      </span>
                      <span className="w-full break-words text-[0.65rem] leading-tight text-fg sm:text-xs" aria-hidden="true">
                        {tithi}
                      </span>
                      {fs.length > 0 && (
                        <span className="w-full truncate text-[0.7rem] leading-tight text-maroon" aria-hidden="true" title={fs.map((f) => f.name).join(', ')} data-testid="festival-marker">
                          {fs[0].emoji} {fs.find((f) => f.high)?.name ?? fs[0].name}
                          {fs.length > 1 && <span className="text-muted"> +{fs.length - 1}</span>}
                        </span>
                      )}
                      <span className="mt-auto hidden text-[0.7rem] tabular-nums text-muted sm:block" aria-hidden="true">
                        ☀ {sunrise}
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
      <ol className="grid gap-1.5 sm:hidden" data-testid="month-list" aria-label={t('gridLabel', { month: formatDate(sel.date, locale, 'monthYear') })}>
        {days.map((d) => {
          const isToday = d.date === sel.today;
          return (
            <li key={d.date} data-testid="month-list-day" data-date={d.date}>
              <PendingLink
                kind="panchang"
                href={toolHref('todayPanchang', { city, date: d.date })}
                aria-current={isToday ? 'date' : undefined}
                className={`grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm ${
                  isToday ? 'border-saffron bg-saffron-soft ring-1 ring-saffron' : d.paksha === 'Shukla' ? 'border-line bg-surface' : 'border-line bg-surface-2'
                }`}
              >
                <span className="leading-tight">
                  <span className={`block text-base font-bold ${isToday ? 'text-saffron' : 'text-fg'}`}>{parseIsoDate(d.date).day}</span>
                  <span className="block text-[0.7rem] text-muted">{formatDate(d.date, locale, 'weekdayShort')}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-fg">{nameOf('tithi', d.tithi, locale)}</span>
                  <span className="block text-xs text-muted">{pakshaName(d.paksha, locale)}</span>
                  {festivalNames(d.date).map((f) => (
                    <span key={f.id} className="block truncate text-xs text-maroon">
                      {f.emoji} {f.name}
                    </span>
                  ))}
                </span>
                <span className="text-xs tabular-nums text-muted">☀ {d.sunrise ? formatTime(d.sunrise) : pc('noSunrise')}</span>
              </PendingLink>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 hidden text-xs text-muted sm:block">{t('legend')}</p>
    </Card>
  );
}
