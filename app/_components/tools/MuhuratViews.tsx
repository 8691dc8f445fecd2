import { getTranslations } from 'next-intl/server';
import { muhuratsOfDay, type MuhuratType, type MuhuratWindow } from '@/engine';
import { formatDate } from '@/lib/format/date';
import { MAX_DATE } from '@/lib/selection';
import { addDays, rangeLabel } from '@/lib/view/day';
import { muhuratName } from '@/lib/view/names';
import { Live, NowPill } from '../live/Live';
import { rawDay, type PageSelection } from '../day/load';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, Table } from '../ui/Table';

const minutes = (w: { start: string; end: string }) => Math.round((Date.parse(w.end) - Date.parse(w.start)) / 60_000);

/** Every muhurat window of the day in order of start, with its quality and meaning. */
export async function MuhuratTodayView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'muhuratToday' });
  const m = await getTranslations({ locale: sel.locale, namespace: 'muhurat' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const tc = await getTranslations({ locale: sel.locale, namespace: 'timingsCard' });
  const table = muhuratsOfDay(rawDay(sel));
  return (
    <Card id="muhurats" title={t('tableTitle')} data-testid="muhurat-table">
      {table.noSunrise && <p className="mb-3 text-sm text-muted">{tc('noSunrise')}</p>}
      <ul className="divide-y divide-line/70">
        {table.windows.map((w, i) => (
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
              <span className="mr-2 font-semibold">{muhuratName(w.type, sel.locale)}</span>
              <Pill tone={w.quality === 'auspicious' ? 'good' : 'bad'}>{m(`quality.${w.quality}`)}</Pill>
              <NowPill start={w.start} end={w.end} serverNow={sel.now} label={day('now')} />
            </span>
            <span className="font-medium tabular-nums">{rangeLabel(w.start, w.end, table.date, sel.locale)}</span>
            <span className="text-xs text-muted">{m(`descriptions.${w.type}`)}</span>
          </Live>
        ))}
      </ul>
    </Card>
  );
}

/** The windows of one type on each of the next seven days. */
function nextDays(sel: PageSelection, type: MuhuratType) {
  const out: { date: string; windows: MuhuratWindow[] }[] = [];
  for (let i = 1; i <= 7; i++) {
    const date = addDays(sel.date, i);
    if (date > MAX_DATE) break;
    out.push({ date, windows: muhuratsOfDay(rawDay(sel, date)).windows.filter((w) => w.type === type) });
  }
  return out;
}

/**
 * A single-window page (Rahu Kaal, Abhijit): the day's window large, the
 * related windows, and the same window on each of the next seven days.
 */
export async function WindowWeekView({
  sel,
  type,
  namespace,
  also = [],
}: {
  sel: PageSelection;
  type: 'rahu_kaal' | 'abhijit';
  namespace: 'rahuKaalPage' | 'abhijitPage';
  also?: MuhuratType[];
}) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const m = await getTranslations({ locale: sel.locale, namespace: 'muhurat' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const tc = await getTranslations({ locale: sel.locale, namespace: 'timingsCard' });
  const today = muhuratsOfDay(rawDay(sel));
  const main = today.windows.find((w) => w.type === type);
  const none = type === 'abhijit' && !today.noSunrise ? tc('noAbhijit') : tc('none');
  const bad = type === 'rahu_kaal';
  const others = today.windows.filter((w) => also.includes(w.type));

  return (
    <>
      <Card id="window-today" title={t('todayTitle')} data-testid="window-today" tone="accent">
        {main ? (
          <Live start={main.start} end={main.end} serverNow={sel.now} className="rounded-xl" currentClassName="ring-2 ring-saffron ring-offset-4 ring-offset-surface">
            <p className={`text-2xl font-bold tabular-nums sm:text-3xl ${bad ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`} data-testid="window-range">
              {rangeLabel(main.start, main.end, today.date, sel.locale)}
              <NowPill start={main.start} end={main.end} serverNow={sel.now} label={day('now')} />
            </p>
            <p className="mt-1 text-sm text-muted">
              {t('duration', { minutes: minutes(main) })} · {m(`descriptions.${type}`)}
            </p>
          </Live>
        ) : (
          <p className="text-base text-muted">{none}</p>
        )}
        {others.length > 0 && (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {others.map((w, i) => (
              <Live key={i} as="li" start={w.start} end={w.end} serverNow={sel.now} className="rounded-xl border border-line bg-surface px-3 py-2 text-sm" currentClassName="ring-2 ring-saffron">
                <span className="block text-muted">{muhuratName(w.type, sel.locale)}</span>
                <span className="font-medium tabular-nums">{rangeLabel(w.start, w.end, today.date, sel.locale)}</span>
              </Live>
            ))}
          </ul>
        )}
      </Card>
      <Card id="window-week" title={t('weekTitle')} data-testid="window-week">
        <Table head={[day('date'), day('time')]}>
          {nextDays(sel, type).map(({ date, windows }) => (
            <tr key={date} className={ROW}>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(date, sel.locale, 'full')}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                {windows.length > 0 ? windows.map((w) => rangeLabel(w.start, w.end, date, sel.locale)).join(', ') : <span className="text-muted">{none}</span>}
              </td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
