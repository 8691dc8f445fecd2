import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { ChoghadiyaRow, ChoghadiyaView as View } from '@/lib/view/timings';
import { Live, NowPill } from '../live/Live';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table, TimeCell } from '../ui/Table';

/** The 8 day and 8 night Choghadiyas, the current one highlighted. */
export async function ChoghadiyaView({ vm, sel }: { vm: View; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'choghadiyaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const rows = (ps: ChoghadiyaRow[]) =>
    ps.map((p, i) => (
      <Live key={i} as="tr" start={p.start} end={p.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="choghadiya-row">
        <td className={CELL}>
          <span className="mr-2 font-medium">{p.name}</span>
          <Pill tone={p.quality}>{p.qualityName}</Pill>
          <NowPill start={p.start} end={p.end} serverNow={sel.now} label={day('now')} />
        </td>
        <td className={`${CELL} hidden sm:table-cell`}>{p.ruler}</td>
        <TimeCell text={p.range} />
      </Live>
    ));
  const head = [t('name'), { label: t('ruler'), className: 'hidden sm:table-cell' }, t('time')];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {(['day', 'night'] as const).map((period) => (
        <Card key={period} id={`choghadiya-${period}`} title={t(period === 'day' ? 'dayTitle' : 'nightTitle')} data-testid={`choghadiya-${period}`}>
          {vm[period].length > 0 ? <Table head={head}>{rows(vm[period])}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
        </Card>
      ))}
    </div>
  );
}
