/** The regional calendar pages (`/regional/...`, app/_pages/regional.ts): the list of the solar calendars and a month of one. */
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/app/_components/Breadcrumbs';
import { ConventionsLine } from '@/app/_components/conventions/ConventionsLine';
import { RegionalIndex, RegionalMonth, regionalMonthPath } from '@/app/_components/regional/RegionalMonth';
import { cityPlaceLine } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { pagePath } from '@/lib/urls';
import { linksOf, monthValues } from '../regional';
import type { SectionViews } from '../registry';

function Heading({ title, subtitle, intro }: { title: string; subtitle: string; intro?: string }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight text-maroon sm:text-3xl">{title}</h1>
      <p className="mt-1 text-base text-fg" data-testid="page-subtitle">
        {subtitle}
      </p>
      {intro && <p className="mt-2 max-w-3xl text-sm text-muted">{intro}</p>}
    </header>
  );
}

export const VIEWS: SectionViews = {
  async regionalCalendars({ sel, vm }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages.index' });
    return (
      <>
        <Breadcrumbs locale={sel.locale} trail={[{ label: t('heading'), path: pagePath('regionalCalendars') }]} />
        <Heading title={t('heading')} subtitle={cityPlaceLine(sel.city, sel.locale)} intro={t('intro')} />
        <RegionalIndex entries={vm} locale={sel.locale} links={linksOf(sel)} />
      </>
    );
  },
  async regionalMonth({ sel, vm: m }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages' });
    const v = m.view;
    const values = monthValues(sel, m);
    const links = linksOf(sel);
    const trail: Crumb[] = [
      { label: t('index.heading'), path: pagePath('regionalCalendars') },
      { label: t('month.crumb', values), path: regionalMonthPath(v.calendar, v.year, m.monthKey, links) },
    ];
    const year = v.yearName ? t('month.yearName', { era: v.eraName, year: v.year, name: v.yearName }) : t('month.yearPlain', { era: v.eraName, year: v.year });
    return (
      <>
        <Breadcrumbs locale={sel.locale} trail={trail} />
        <Heading
          title={t('month.heading', values)}
          subtitle={t('month.subtitle', { ...values, place: cityPlaceLine(sel.city, sel.locale) })}
          intro={`${year}. ${t(`rules.${v.calendar}`)}`}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <RegionalMonth page={m} locale={sel.locale} links={links} />
          <ConventionsLine conventions={sel.conventions} locale={sel.locale} />
        </div>
      </>
    );
  },
};
