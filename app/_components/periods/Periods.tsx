import { getTranslations } from 'next-intl/server';
import type { PeriodKind } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { DayPeriod, PeriodItem } from '@/lib/view/periods';

/** One colour per period kind: the month grid's marks and its legend's swatches (the names are always written beside or read out). */
export const PERIOD_COLOR: Readonly<Record<PeriodKind, string>> = {
  'pitru-paksha': 'bg-slate-500',
  chaturmas: 'bg-sky-500',
  kharmas: 'bg-amber-500',
  'guru-asta': 'bg-yellow-700',
  'shukra-asta': 'bg-pink-500',
  holashtak: 'bg-rose-700',
  panchak: 'bg-violet-500',
};

/** A day cell's marks: a thin bar per period the day is in (decorative: the cell's description names them). */
export function PeriodMarks({ legend, indices }: { legend: readonly PeriodItem[]; indices: readonly number[] | undefined }) {
  if (!indices) return null;
  return (
    <span aria-hidden="true" className="flex w-full gap-0.5" data-testid="period-marks">
      {indices.map((i) => (
        <span key={i} className={`h-1 flex-1 rounded-full ${PERIOD_COLOR[legend[i].kind]}`} data-period={legend[i].kind} />
      ))}
    </span>
  );
}

/** The month's periods under the grid: each mark's colour, name and dates. */
export async function PeriodLegend({ legend, locale }: { legend: readonly PeriodItem[]; locale: Locale }) {
  if (legend.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'periods' });
  return (
    <section className="mt-4" aria-labelledby="periods-legend-title" data-testid="period-legend">
      <h3 id="periods-legend-title" className="text-sm font-semibold text-fg">
        {t('monthTitle')}
      </h3>
      <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
        {legend.map((p, i) => (
          <li key={i} className="flex items-center gap-2" data-period={p.kind}>
            <span aria-hidden="true" className={`h-2.5 w-5 shrink-0 rounded-full ${PERIOD_COLOR[p.kind]}`} />
            <span className="font-medium text-fg">{p.name}</span>
            <span className="tabular-nums text-muted">{p.range}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day page's line of the periods the day is in ("In Kharmas (Sun in Dhanu) until 14 Jan"); nothing when none. */
export async function DayPeriods({ periods, locale }: { periods: readonly DayPeriod[]; locale: Locale }) {
  if (periods.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'periods' });
  return (
    <section aria-label={t('dayTitle')} className="rounded-2xl border border-line bg-surface-2/60 px-4 py-3 text-sm" data-testid="day-periods">
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {periods.map((p, i) => (
          <li key={i} className="flex items-center gap-2" data-period={p.kind}>
            <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${PERIOD_COLOR[p.kind]}`} />
            <span className="text-fg">{p.lastDay ? t('lastDay', { period: p.name }) : t('until', { period: p.name, date: p.until })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
