import { getTranslations } from 'next-intl/server';
import { lagnaAt, lagnaTableOfDay } from '@/engine';
import { formatTime } from '@/lib/format/time';
import { cityDisplayName } from '@/lib/selection';
import { rangeLabel, instantLabel } from '@/lib/view/day';
import { nameOf } from '@/lib/view/names';
import { Live, NowPill } from '../live/Live';
import { rawDay, type PageSelection } from '../day/load';
import { Card } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table } from '../ui/Table';

/** Degrees and minutes within the sign: 17°05′. */
export function degreeInSign(longitude: number): string {
  const within = longitude % 30;
  let d = Math.floor(within);
  let m = Math.round((within - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}

/** The lagna rising now at the city, and the day's lagna table with the current sign highlighted. */
export async function LagnaView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'lagnaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const table = lagnaTableOfDay(rawDay(sel));
  const now = lagnaAt(new Date(sel.now).toISOString(), sel.place);
  const { locale } = sel;
  const duration = (start: string, end: string) => {
    const min = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
    return t('minutes', { h: Math.floor(min / 60), m: min % 60 });
  };
  return (
    <>
      <Card id="lagna-now" title={t('nowTitle')} tone="accent" data-testid="lagna-now">
        <p className="text-2xl font-bold text-maroon sm:text-3xl">
          {t('nowLine', { sign: nameOf('rashi', now.sign, locale), degree: degreeInSign(now.longitude) })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('nowAt', { time: formatTime(now.instant), city: cityDisplayName(sel.city, locale) })} ·{' '}
          {rangeLabel(now.start, now.end, now.instant.slice(0, 10), locale)}
        </p>
      </Card>
      <Card id="lagna-table" title={t('tableTitle')} subtitle={`${instantLabel(table.from, table.date, locale)} – ${instantLabel(table.to, table.date, locale)}`} data-testid="lagna-table">
        <Table head={[t('sign'), t('start'), t('end'), t('duration')]}>
          {table.lagnas.map((l, i) => (
            <Live key={i} as="tr" start={l.start} end={l.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="lagna-row">
              <td className={CELL}>
                <span className="font-medium">{nameOf('rashi', l.sign, locale)}</span>
                <NowPill start={l.start} end={l.end} serverNow={sel.now} label={day('now')} />
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(l.start, table.date, locale)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(l.end, table.date, locale)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums text-muted`}>{duration(l.start, l.end)}</td>
            </Live>
          ))}
        </Table>
      </Card>
    </>
  );
}
