/** The month of /panchang/monthly as a print sheet: the city, month, lunar months, conventions and the site's address over the grid. */
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { Conventions } from '@/lib/conventions/conventions';
import { cityPlaceLine } from '@/lib/selection/params';
import type { MonthView } from '@/lib/view/month';
import { conventionsText } from '../conventions/ConventionsLine';
import { MonthPrintGrid } from './MonthPrintGrid';
import { PrintSheet } from './PrintSheet';

export async function MonthPrintSheet({ month, sel, conventions }: { month: MonthView; sel: PageSelection; conventions: Conventions }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'print' });
  const m = await getTranslations({ locale: sel.locale, namespace: 'monthlyPage' });
  const place = cityPlaceLine(sel.city, sel.locale);
  return (
    <PrintSheet
      title={t('title', { month: month.title, place })}
      meta={[m('lunarMonths', { months: month.lunarMonths }), await conventionsText(conventions, sel.locale)]}
      foot={t('foot')}
      rows={month.weeks.length}
    >
      <MonthPrintGrid month={month} locale={sel.locale} />
    </PrintSheet>
  );
}
