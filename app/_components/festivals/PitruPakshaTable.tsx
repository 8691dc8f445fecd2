import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PitruPakshaView } from '@/lib/view/pitru-paksha';
import { Card } from '../ui/Card';
import { CELL, ROW, Table } from '../ui/Table';

/** The Shraddha days: name, date, tithi span, Kutup, Rohina and Aparahna; two Shraddhas on one date are marked. */
export async function PitruPakshaTable({ vm, locale }: { vm: PitruPakshaView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pitruPakshaPage' });
  if (vm.rows.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <Card id="shraddha" title={t('range', { start: vm.start ?? '', end: vm.end ?? '' })} subtitle={t('rule')} data-testid="shraddha-card">
      <Table head={[t('shraddha'), t('date'), t('kutup'), t('rohina'), t('aparahna')]} caption={t('shraddha')} testId="shraddha-table" cards>
        {vm.rows.map((r) => (
          <tr key={r.key} className={ROW} data-tithi={r.tithi} data-date={r.date}>
            <td className={`${CELL} font-medium text-fg`}>
              {r.name}
              <span className="block text-xs font-normal text-muted">{t('tithiSpan', { range: r.tithiRange })}</span>
            </td>
            <td className={`${CELL} text-fg`}>
              {r.dateLabel}
              {r.shared && <span className="block text-xs text-muted">{t('sameDay')}</span>}
            </td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`} data-label={t('kutup')}>
              {r.kutup ?? '—'}
            </td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`} data-label={t('rohina')}>
              {r.rohina ?? '—'}
            </td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`} data-label={t('aparahna')}>
              {r.aparahna ?? '—'}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
