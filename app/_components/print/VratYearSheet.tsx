/**
 * The year's vrats and major festivals on one A4 portrait page
 * (`/print/vrats/{year}/{city}`): twelve months in three columns, a line
 * per date with its observances (the major ones in bold), and the rule
 * that chose them (lib/view/print-sheets.ts) written on the sheet.
 */
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityPlaceLine } from '@/lib/selection/params';
import type { VratSheetView } from '@/lib/view/print-sheets';
import { conventionsText } from '../conventions/ConventionsLine';
import { PrintSheet } from './PrintSheet';

export async function VratYearSheet({ vm, sel }: { vm: VratSheetView; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'printSheets' });
  return (
    <PrintSheet
      title={t('vrats.title', { year: vm.year, place: cityPlaceLine(sel.city, sel.locale) })}
      meta={[t('vrats.rule', { count: vm.count }), await conventionsText(sel.conventions, sel.locale)]}
      foot={t('vrats.foot')}
      orientation="portrait"
      shown
    >
      <div className="print-year-columns" data-testid="print-vrat-months">
        {vm.months.map((m) => (
          <section key={m.month} className="print-year-month">
            <h2 className="print-year-month-title">{m.title}</h2>
            {m.dates.map((d) => (
              <div key={d.date} className="print-year-date" data-testid="print-vrat-date" data-date={d.date}>
                <span className="print-year-day">{d.day}</span>
                <span className="print-muted print-year-weekday">{d.weekday}</span>
                <span>
                  {d.names.map((n, i) => (
                    <span key={n.name}>
                      {i > 0 && ' · '}
                      {n.major ? <strong>{n.name}</strong> : n.name}
                    </span>
                  ))}
                </span>
              </div>
            ))}
          </section>
        ))}
      </div>
    </PrintSheet>
  );
}
