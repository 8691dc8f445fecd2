import { getTranslations } from 'next-intl/server';
import { horaOfDay, type Hora } from '@/engine';
import { rangeLabel } from '@/lib/view/day';
import { planetName, planetSanskrit } from '@/lib/view/names';
import { Live, NowPill } from '../live/Live';
import { rawDay, type PageSelection } from '../day/load';
import { Card } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table } from '../ui/Table';

/** The 12 day and 12 night horas with their lords, the current one highlighted. */
export async function HoraView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'horaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const table = horaOfDay(rawDay(sel));
  const { locale } = sel;
  const rows = (hs: Hora[], offset: number) =>
    hs.map((h, i) => (
      <Live key={i} as="tr" start={h.start} end={h.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="hora-row">
        <td className={`${CELL} tabular-nums text-muted`}>{offset + i + 1}</td>
        <td className={CELL}>
          <span className="font-medium">{planetSanskrit(h.planet, locale)}</span>
          {locale === 'en' && <span className="ml-1 text-muted">({planetName(h.planet, locale)})</span>}
          <NowPill start={h.start} end={h.end} serverNow={sel.now} label={day('now')} />
        </td>
        <td className={`${CELL} whitespace-nowrap tabular-nums`}>{rangeLabel(h.start, h.end, table.date, locale)}</td>
      </Live>
    ));
  const head = [t('number'), t('lord'), t('time')];
  const dayHoras = table.horas.filter((h) => h.period === 'day');
  const nightHoras = table.horas.filter((h) => h.period === 'night');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 2xl:grid-cols-2">
      <Card id="hora-day" title={t('dayTitle')} data-testid="hora-day">
        {dayHoras.length > 0 ? <Table head={head}>{rows(dayHoras, 0)}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
      </Card>
      <Card id="hora-night" title={t('nightTitle')} data-testid="hora-night">
        {nightHoras.length > 0 ? <Table head={head}>{rows(nightHoras, 12)}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
      </Card>
    </div>
  );
}
