/**
 * The regional calendar pages (issue 31; lib/urls names their paths): the
 * list of the solar calendars (`/regional`) and a month of one
 * (`/regional/{region}[/{year}/{month}][/{city}]`), each its loader,
 * metadata and share card (their pages: views/regional.tsx).
 */
import { getTranslations } from 'next-intl/server';
import { regionalMonthPath, type RegionalLinks } from '@/app/_components/regional/RegionalMonth';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadRegionalIndex, loadRegionalMonth, type RegionalMonthPage } from '@/app/_loaders/regional';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { regionalIndexCard, regionalMonthCard } from '@/lib/share-card/regional';
import { pagePath } from '@/lib/urls';
import { definePage } from './def';

export const linksOf = (sel: PageSelection): RegionalLinks => ({ city: sel.cityFromUrl ? sel.city.slug : null, conv: sel.conventionsFromUrl });

export const regionalCalendars = definePage({
  load: loadRegionalIndex,
  metadata: (sel) => pageMetadata({ locale: sel.locale, path: pagePath('regionalCalendars'), namespace: 'regionalPages.index' }),
  card: (sel, vm) => regionalIndexCard(vm, sel.locale),
});

export const monthValues = (sel: PageSelection, m: RegionalMonthPage) => ({
  month: m.view.monthName,
  year: m.view.year,
  calendar: m.view.calendarName,
  city: cityDisplayName(sel.city, sel.locale),
  start: m.view.startLabel,
  end: m.view.endLabel,
  days: m.view.days,
});

export const regionalMonth = definePage({
  load: loadRegionalMonth,
  async metadata(sel, m) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages.month.meta' });
    const values = monthValues(sel, m);
    // The canonical names the month: "this month" (`/regional/tamil`) is the same page as the month's own.
    const path = sel.route.params.regionMonth ? canonicalPath(sel) : regionalMonthPath(m.view.calendar, m.view.year, m.monthKey, { city: sel.cityFromUrl ? sel.city.slug : null, conv: {} });
    return pageMetadata({ locale: sel.locale, path, title: t('title', values), description: t('description', values) });
  },
  card: (sel, m) => regionalMonthCard(m.view, { locale: sel.locale, city: cityDisplayName(sel.city, sel.locale) }),
});
