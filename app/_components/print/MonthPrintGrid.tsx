/**
 * The printed month (no emoji: paper and printers without colour fonts
 * would show empty boxes): seven columns of days, each with its number, the
 * lunar month where one begins, the Ekadashi or Purnima mark, the tithi at sunrise and when it ends, the
 * nakshatra, the sunrise and the day's festivals and vrats (the emphasised
 * ones first, the other tradition's muted). Renders the month's view model
 * (lib/view/month.ts) inside a PrintSheet; the /festivals month pages can
 * use it with the same view model.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { MonthView } from '@/lib/view/month';

/** How many festivals a printed cell lists before "+N". */
const MAX_FESTIVALS = 3;

export async function MonthPrintGrid({ month, locale }: { month: MonthView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'print' });
  return (
    <table className="print-grid" data-testid="print-grid">
      <thead>
        <tr>
          {month.weekdays.map((d) => (
            <th key={d.full}>{d.short}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, i) => (
          <tr key={i}>
            {week.map((d, j) => (
              <td key={d?.date ?? `empty-${j}`}>
                {d && (
                  <div className={`print-cell ${d.shukla ? '' : 'print-cell-krishna'}`} data-testid="print-day" data-date={d.date}>
                    <div className="print-cell-head">
                      <span className="print-day">{d.day}</span>
                      {d.lunarMonth && <span className="print-lunar-month">{d.lunarMonth}</span>}
                      {d.mark && <span className={`print-mark print-mark-${d.mark}`}>{t(`mark.${d.mark}`)}</span>}
                    </div>
                    <div>
                      <strong>{d.tithi}</strong>
                      {d.tithiEnd && <span className="print-muted"> {t('till', { time: d.tithiEnd })}</span>}
                    </div>
                    <div>{d.nakshatra}</div>
                    <div className="print-muted">{t('sunrise', { time: d.sunrise ?? '—' })}</div>
                    {d.festivals.slice(0, MAX_FESTIVALS).map((f) => (
                      <div key={f.id} className={`print-festival ${f.secondary ? 'print-festival-secondary' : ''}`}>
                        {f.name}
                      </div>
                    ))}
                    {d.festivals.length > MAX_FESTIVALS && <div className="print-muted">{t('more', { count: d.festivals.length - MAX_FESTIVALS })}</div>}
                  </div>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
