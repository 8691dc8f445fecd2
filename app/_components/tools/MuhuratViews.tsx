import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { MuhuratTableView, WindowWeekView as WeekView } from '@/lib/view/timings';
import { Live, NowPill } from '../live/Live';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, Table, Times } from '../ui/Table';

/** Every muhurat window of the day in order of start, with its quality and meaning. */
export async function MuhuratTodayView({ vm, sel }: { vm: MuhuratTableView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'muhuratToday' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const tc = await getTranslations({ locale: sel.locale, namespace: 'timingsCard' });
  return (
    <Card id="muhurats" title={t('tableTitle')} data-testid="muhurat-table">
      {vm.noSunrise && <p className="mb-3 text-sm text-muted">{tc('noSunrise')}</p>}
      <ul className="divide-y divide-line/70">
        {vm.windows.map((w, i) => (
          <Live
            key={i}
            as="li"
            start={w.start}
            end={w.end}
            serverNow={sel.now}
            className="grid gap-1 px-2 py-2.5 text-sm sm:grid-cols-[13rem_12rem_minmax(0,1fr)] sm:gap-4"
            currentClassName="rounded-lg bg-saffron-soft"
            data-testid={`muhurat-${w.type}`}
          >
            <span>
              <span className="mr-2 font-semibold">{w.name}</span>
              <Pill tone={w.quality === 'auspicious' ? 'good' : 'bad'}>{w.qualityName}</Pill>
              <NowPill start={w.start} end={w.end} serverNow={sel.now} label={day('now')} />
            </span>
            <span className="font-medium tabular-nums">{w.range}</span>
            <span className="text-xs text-muted">{w.description}</span>
          </Live>
        ))}
      </ul>
    </Card>
  );
}

/**
 * A single-window page (Rahu Kaal, Abhijit): the day's window large, the
 * related windows, and the same window on each of the next seven days.
 */
export async function WindowWeekView({ vm, sel, namespace }: { vm: WeekView; sel: PageSelection; namespace: 'rahuKaalPage' | 'abhijitPage' }) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const tc = await getTranslations({ locale: sel.locale, namespace: 'timingsCard' });
  const none = tc(vm.none);
  const main = vm.main;
  return (
    <>
      <Card id="window-today" title={t('todayTitle')} data-testid="window-today" tone="accent">
        {main ? (
          <Live start={main.start} end={main.end} serverNow={sel.now} className="rounded-xl" currentClassName="ring-2 ring-saffron ring-offset-4 ring-offset-surface">
            <p
              className={`text-2xl font-bold tabular-nums sm:text-3xl ${vm.inauspicious ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`}
              data-testid="window-range"
            >
              {main.range}
              <NowPill start={main.start} end={main.end} serverNow={sel.now} label={day('now')} />
            </p>
            <p className="mt-1 text-sm text-muted">
              {t('duration', { minutes: main.minutes })} · {vm.description}
            </p>
          </Live>
        ) : (
          <p className="text-base text-muted">{none}</p>
        )}
        {vm.others.length > 0 && (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {vm.others.map((w, i) => (
              <Live key={i} as="li" start={w.start} end={w.end} serverNow={sel.now} className="rounded-xl border border-line bg-surface px-3 py-2 text-sm" currentClassName="ring-2 ring-saffron">
                <span className="block text-muted">{w.name}</span>
                <span className="font-medium tabular-nums">{w.range}</span>
              </Live>
            ))}
          </ul>
        )}
      </Card>
      <Card id="window-week" title={t('weekTitle')} data-testid="window-week">
        <Table head={[day('date'), day('time')]}>
          {vm.week.map((d) => (
            <tr key={d.date} className={ROW}>
              <td className={CELL}>
                <Times text={d.dateLabel} />
              </td>
              <td className={`${CELL} tabular-nums`}>{d.ranges.length > 0 ? <Times text={d.ranges.join(', ')} /> : <span className="text-muted">{none}</span>}</td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
