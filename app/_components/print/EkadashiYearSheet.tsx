/**
 * The Ekadashis of a year with their parana (fast-breaking) windows on one
 * A4 portrait page (`/print/ekadashi/{year}/{city}`): the rows of the
 * Ekadashi list (lib/view/festivals.ts observanceListView), one per
 * Ekadashi: the date, the name and tithi, the parana window and Hari
 * Vasara's end, and the other tradition's day where it differs.
 */
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityPlaceLine } from '@/lib/selection/params';
import type { ObservanceListView, RowFact } from '@/lib/view/festivals';
import { conventionsText } from '../conventions/ConventionsLine';
import { PrintSheet } from './PrintSheet';

const fact = (facts: RowFact[], key: string) => facts.find((f) => f.key === key);

export async function EkadashiYearSheet({ vm, sel }: { vm: ObservanceListView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'printSheets' });
  const l = await getTranslations({ locale: sel.locale, namespace: 'festivalLists' });
  return (
    <PrintSheet
      title={t('ekadashi.title', { year: vm.year, place: cityPlaceLine(sel.city, sel.locale) })}
      meta={[l('ekadashi.differing', { tradition: vm.emphasis, count: vm.differing }), await conventionsText(sel.conventions, sel.locale)]}
      foot={t('ekadashi.foot')}
      orientation="portrait"
      shown
    >
      <table className="print-list print-list-year" data-testid="print-ekadashi-list">
        <colgroup>
          <col style={{ width: '15%' }} />
          <col style={{ width: '33%' }} />
          <col style={{ width: '28%' }} />
          <col style={{ width: '24%' }} />
        </colgroup>
        <thead>
          <tr>
            <th>{l('dateColumn')}</th>
            <th>{t('ekadashi.nameColumn')}</th>
            <th>{l('ekadashi.paranaColumn')}</th>
            <th>{l('ekadashi.otherColumn', { tradition: vm.emphasis })}</th>
          </tr>
        </thead>
        <tbody>
          {vm.rows.map(({ row, facts, other }) => {
            const parana = fact(facts, 'parana');
            const hariVasara = fact(facts, 'hari-vasara-end');
            const otherParana = other && fact(other.facts, 'parana');
            return (
              <tr key={row.id} data-testid="print-ekadashi" data-date={row.date}>
                <td>
                  <strong>{row.dateLabel}</strong>
                  <div className="print-muted">{row.weekday}</div>
                </td>
                <td>
                  <strong className={row.major ? 'print-list-major' : ''}>{row.name}</strong>
                  {row.tithi && <div className="print-muted">{row.tithi.range}</div>}
                </td>
                <td>
                  {parana?.value ?? '—'}
                  {hariVasara && <div className="print-muted">{`${hariVasara.label}: ${hariVasara.value}`}</div>}
                </td>
                <td>
                  {other ? (
                    <>
                      <strong>{`${other.dateLabel}, ${other.weekday}`}</strong>
                      {otherParana && <div className="print-muted">{`${otherParana.label}: ${otherParana.value}`}</div>}
                    </>
                  ) : (
                    <span className="print-muted">{l('sameDay')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PrintSheet>
  );
}
