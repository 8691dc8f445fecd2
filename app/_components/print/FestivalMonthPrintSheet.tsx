/**
 * The festival month (`/festivals/{year}/{month}/{city}`) as a print sheet:
 * one A4 portrait page listing the month's events (those of the page's type
 * filter) with date, tithi and muhurat, a line each (a long window wraps),
 * so that the busiest month (~50 events in October or November) still
 * fits; a date is written on its first line only.
 */
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import type { FestivalMonthView } from '@/lib/view/festivals';
import { PrintSheet } from './PrintSheet';

/** Rows beyond which the list is set tighter (8 pt on 5 mm lines) to stay on one page. */
const DENSE_ROWS = 34;

export async function FestivalMonthPrintSheet({ vm, sel }: { vm: FestivalMonthView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage' });
  const p = await getTranslations({ locale: sel.locale, namespace: 'print' });
  const meta = vm.filter === 'all' ? [] : [t(`filters.${vm.filter}`)];
  return (
    <PrintSheet
      title={p('title', { month: vm.title, place: cityPlaceLine(sel.city, sel.locale) })}
      meta={[...meta, t('legend', { city: cityDisplayName(sel.city, sel.locale), zone: sel.place.tz })]}
      orientation="portrait"
      testId="print-sheet"
    >
      {vm.rows.length === 0 ? (
        <p>{t('none', { month: vm.title })}</p>
      ) : (
        <table className={`print-list ${vm.rows.length > DENSE_ROWS ? 'print-list-dense' : ''}`} data-testid="print-festival-list">
          <colgroup>
            <col style={{ width: '10%' }} />
            <col style={{ width: '34%' }} />
            <col style={{ width: '17%' }} />
            <col style={{ width: '39%' }} />
          </colgroup>
          <thead>
            <tr>
              <th>{t('dateColumn')}</th>
              <th>{t('nameColumn')}</th>
              <th>{t('tithiColumn')}</th>
              <th>{t('muhuratColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((r, i) => {
              const first = i === 0 || vm.rows[i - 1].date !== r.date;
              return (
                <tr key={r.id} className={first ? 'print-list-first' : ''}>
                  <td>
                    {first && (
                      <>
                        <strong>{Number(r.date.slice(8))}</strong> {formatDate(r.date, sel.locale, 'weekdayShort')}
                      </>
                    )}
                  </td>
                  <td className={r.major ? 'print-list-major' : ''}>
                    {r.name}
                    {r.mark && <span className="print-muted"> ({r.mark})</span>}
                  </td>
                  <td>{r.tithi?.name ?? '—'}</td>
                  <td>{r.window ? `${r.window.name} ${r.window.range}` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </PrintSheet>
  );
}
