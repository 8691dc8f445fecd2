import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName } from '@/lib/selection/params';
import type { LagnaView as View } from '@/lib/view/timings';
import { Live, NowPill } from '../live/Live';
import { Card } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table, TimeCell } from '../ui/Table';

/** The lagna rising now at the city, and the day's lagna table with the current sign highlighted. */
export async function LagnaView({ vm, sel }: { vm: View; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'lagnaPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  return (
    <>
      <Card id="lagna-now" title={t('nowTitle')} tone="accent" data-testid="lagna-now">
        <p className="text-2xl font-bold text-maroon sm:text-3xl">{t('nowLine', { sign: vm.now.sign, degree: vm.now.degree })}</p>
        <p className="mt-1 text-sm text-muted">
          {t('nowAt', { time: vm.now.time, city: cityDisplayName(sel.city, sel.locale) })} · {vm.now.range}
        </p>
      </Card>
      <Card id="lagna-table" title={t('tableTitle')} subtitle={t(`span.${vm.spanFrom}`, { span: vm.span })} data-testid="lagna-table">
        {/* Phones: the duration goes under the sign, so four columns need not fit in 360 px. */}
        <Table head={[t('sign'), t('start'), t('end'), { label: t('duration'), className: 'hidden sm:table-cell' }]}>
          {vm.rows.map((l, i) => (
            <Live key={i} as="tr" start={l.start} end={l.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="lagna-row">
              <td className={CELL}>
                <span className="font-medium">{l.name}</span>
                <NowPill start={l.start} end={l.end} serverNow={sel.now} label={day('now')} />
                <span className="block text-xs font-normal tabular-nums text-muted sm:hidden">{t('minutes', l.duration)}</span>
              </td>
              <TimeCell text={l.startLabel} />
              <TimeCell text={l.endLabel} />
              <td className={`${CELL} hidden whitespace-nowrap tabular-nums text-muted sm:table-cell`}>{t('minutes', l.duration)}</td>
            </Live>
          ))}
        </Table>
      </Card>
    </>
  );
}
