/** The Shubh Muhurat pages (`/muhurat/shubh/...`, app/_pages/shubh.ts): the hub of the kinds, a kind's year, one date. */
import { MAX_YEAR, MIN_YEAR } from '@/engine';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { ShubhDetail, ShubhFeed, ShubhHub, ShubhYearList, shubhDateHref, shubhYearHref } from '@/app/_components/shubh/ShubhViews';
import { toolView } from '@/app/_components/tool-page/tool-page';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { cityPlaceLine } from '@/lib/selection/params';
import type { SectionViews } from '../registry';
import { cityOf, pageT, shubhMuhurat } from '../shubh';

export const VIEWS: SectionViews = {
  shubhMuhurat: toolView(shubhMuhurat, {
    cityInHeading: true,
    intro: (t, sel) => t('intro', { year: Number(sel.date.slice(0, 4)) }),
    View: ({ vm, sel }) => <ShubhHub vm={vm.view} sel={sel} />,
  }),
  async shubhYear({ sel, vm: { view, article } }) {
    const t = await pageT(sel);
    const city = sel.cityFromUrl ? sel.city.slug : null;
    return (
      <ToolLayout
        tool="shubhMuhurat"
        page="shubhYear"
        sel={sel}
        cityOnly
        title={t('yearHeading', { kind: view.name, year: view.year, city: cityOf(sel) })}
        subtitle={t('yearSubtitle', { count: view.count, year: view.year, place: cityPlaceLine(sel.city, sel.locale) })}
        intro={view.description}
        crumb={{ label: t('yearCrumb', { kind: view.name, year: view.year }), path: shubhYearHref(sel, view.kind, view.year) }}
      >
        <YearNav locale={sel.locale} page="shubhYear" city={city} conv={sel.conventionsFromUrl} year={view.year} min={MIN_YEAR} max={MAX_YEAR} params={{ shubhKind: view.kind }} />
        <ShubhYearList vm={view} sel={sel} article={article} />
        <ShubhFeed vm={view} sel={sel} />
      </ToolLayout>
    );
  },
  async shubhDetail({ sel, vm: { view, article } }) {
    const t = await pageT(sel);
    const year = Number(view.date.slice(0, 4));
    return (
      <ToolLayout
        tool="shubhMuhurat"
        page="shubhDetail"
        sel={sel}
        cityOnly
        dayNav
        title={t('detailHeading', { kind: view.kindName, date: view.dateLabel })}
        subtitle={cityPlaceLine(sel.city, sel.locale)}
        intro={t('detailIntro', { city: cityOf(sel) })}
        crumb={[
          { label: t('yearCrumb', { kind: view.kindName, year }), path: shubhYearHref(sel, view.kind, year) },
          { label: view.dateLabel, path: shubhDateHref(sel, view.kind, view.date) },
        ]}
      >
        <ShubhDetail vm={view} sel={sel} article={article} />
      </ToolLayout>
    );
  },
};
