import { getTranslations } from 'next-intl/server';
import { choghadiyaOfDay, type ChoghadiyaPeriod } from '@/engine';
import { rangeLabel } from '@/lib/view/day';
import { choghadiyaName, choghadiyaQualityName, planetName } from '@/lib/view/names';
import { Live, NowPill } from '../live/Live';
import { rawDay, type PageSelection } from '../day/load';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table } from '../ui/Table';

const TONE = { good: 'good', neutral: 'neutral', bad: 'bad' } as const;

/** The 8 day and 8 night Choghadiyas, the current one highlighted. */
export async function ChoghadiyaView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'choghadiyaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const table = choghadiyaOfDay(rawDay(sel));
  const { locale } = sel;
  const part = (period: 'day' | 'night') => table.periods.filter((p) => p.period === period);
  const rows = (ps: ChoghadiyaPeriod[]) =>
    ps.map((p, i) => (
      <Live key={i} as="tr" start={p.start} end={p.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="choghadiya-row">
        <td className={CELL}>
          <span className="mr-2 font-medium">{choghadiyaName(p.name, locale)}</span>
          <Pill tone={TONE[p.quality]}>{choghadiyaQualityName(p.quality, locale)}</Pill>
          <NowPill start={p.start} end={p.end} serverNow={sel.now} label={day('now')} />
        </td>
        <td className={`${CELL} hidden sm:table-cell`}>{planetName(p.ruler, locale)}</td>
        <td className={`${CELL} whitespace-nowrap tabular-nums`}>{rangeLabel(p.start, p.end, table.date, locale)}</td>
      </Live>
    ));
  const head = [t('name'), { label: t('ruler'), className: 'hidden sm:table-cell' }, t('time')];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {(['day', 'night'] as const).map((period) => (
        <Card key={period} id={`choghadiya-${period}`} title={t(period === 'day' ? 'dayTitle' : 'nightTitle')} data-testid={`choghadiya-${period}`}>
          {part(period).length > 0 ? <Table head={head}>{rows(part(period))}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
        </Card>
      ))}
    </div>
  );
}
