/** The planets' pages (`/grahas/...`, app/_pages/grahas.ts): the hub, a planet's year, one major transit. */
import { getTranslations } from 'next-intl/server';
import { GRAHA_MAX_YEAR, GRAHA_MIN_YEAR } from '@/engine';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { GrahasHubView, GrahaTransitView, GrahaYearView } from '@/app/_components/grahas/GrahasViews';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityPlaceLine } from '@/lib/selection/params';
import type { SectionViews } from '../registry';

const place = (sel: PageSelection) => cityPlaceLine(sel.city, sel.locale);
const citySlugOf = (sel: PageSelection) => (sel.cityFromUrl ? sel.city.slug : null);

export const VIEWS: SectionViews = {
  async grahas({ sel, vm }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage' });
    return (
      <ToolLayout tool="grahas" sel={sel} cityOnly title={t('heading')} subtitle={place(sel)} intro={t('intro')}>
        <GrahasHubView vm={vm} locale={sel.locale} />
      </ToolLayout>
    );
  },
  async grahaYear({ sel, vm: y }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage.year' });
    const heading = t('heading', { planet: y.view.planet, year: y.year });
    return (
      <ToolLayout tool="grahas" page="grahaYear" sel={sel} cityOnly title={heading} subtitle={place(sel)} intro={t('intro')} crumb={{ label: heading, path: canonicalPath(sel) }}>
        <YearNav locale={sel.locale} page="grahaYear" params={{ planet: y.planet }} city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={y.year} min={GRAHA_MIN_YEAR} max={GRAHA_MAX_YEAR} />
        <GrahaYearView vm={y} locale={sel.locale} />
      </ToolLayout>
    );
  },
  async grahaTransit({ sel, vm: d }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage.transit' });
    const heading = `${d.view.title} ${d.year}`;
    return (
      <ToolLayout tool="grahas" page="grahaTransit" sel={sel} cityOnly title={heading} subtitle={place(sel)} intro={t('intro')} crumb={{ label: heading, path: canonicalPath(sel) }}>
        <GrahaTransitView vm={d} locale={sel.locale} />
      </ToolLayout>
    );
  },
};
