import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { HoraRow, HoraView as View } from '@/lib/view/timings';
import { Live, NowPill } from '../live/Live';
import { Card } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table, TimeCell } from '../ui/Table';

/** The 12 day and 12 night horas with their lords, the current one highlighted. */
export async function HoraView({ vm, sel }: { vm: View; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'horaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const rows = (hs: HoraRow[]) =>
    hs.map((h) => (
      <Live key={h.number} as="tr" start={h.start} end={h.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="hora-row">
        <td className={`${CELL} tabular-nums text-muted`}>{h.number}</td>
        <td className={CELL}>
          <span className="font-medium">{h.lord}</span>
          {h.gloss && <span className="ml-1 text-muted">({h.gloss})</span>}
          <NowPill start={h.start} end={h.end} serverNow={sel.now} label={day('now')} />
        </td>
        <TimeCell text={h.range} />
      </Live>
    ));
  const head = [t('number'), t('lord'), t('time')];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 2xl:grid-cols-2">
      <Card id="hora-day" title={t('dayTitle')} data-testid="hora-day">
        {vm.day.length > 0 ? <Table head={head}>{rows(vm.day)}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
      </Card>
      <Card id="hora-night" title={t('nightTitle')} data-testid="hora-night">
        {vm.night.length > 0 ? <Table head={head}>{rows(vm.night)}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
      </Card>
    </div>
  );
}
