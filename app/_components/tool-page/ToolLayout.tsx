import { ClientMessages } from '../i18n/ClientMessages';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date';
import { knownDay } from '@/lib/selection/day-bounds';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { tithiLengthText } from '@/lib/site-stats';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { relatedTools, toolLoading, type ToolKey } from '@/lib/tools';
import { linkTo, pagePath, takesCity, type PageKey, type PageParams } from '@/lib/urls';
import { Breadcrumbs } from '../Breadcrumbs';
import { PendingLink } from '../controls/Pending';
import { SelectionControls } from '../controls/SelectionControls';
import { KnownDates } from '../selection/KnownDates';
import { UrlSelection } from '../selection/SelectionProvider';
import { Card } from '../ui/Card';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';
import { MAX_DATE, MIN_DATE, shiftDate } from '@/engine/civil-date';
import type { PageSelection } from '@/app/_loaders/selection';

/** Navigation group of each tool, for the breadcrumb trail. */
const GROUP: Partial<Record<ToolKey, { label: string; tool: ToolKey }>> = {
  todayPanchang: { label: 'panchang', tool: 'panchang' },
  monthlyPanchang: { label: 'panchang', tool: 'panchang' },
  tithi: { label: 'panchang', tool: 'panchang' },
  nakshatra: { label: 'panchang', tool: 'panchang' },
  todayMuhurat: { label: 'muhurat', tool: 'muhurat' },
  rahuKaal: { label: 'muhurat', tool: 'muhurat' },
  choghadiya: { label: 'muhurat', tool: 'muhurat' },
  hora: { label: 'muhurat', tool: 'muhurat' },
  abhijitMuhurat: { label: 'muhurat', tool: 'muhurat' },
  shubhMuhurat: { label: 'muhurat', tool: 'muhurat' },
  gowriPanchangam: { label: 'muhurat', tool: 'muhurat' },
  doGhati: { label: 'muhurat', tool: 'muhurat' },
  lagna: { label: 'astrology', tool: 'astrology' },
  grahas: { label: 'astrology', tool: 'astrology' },
  ekadashi: { label: 'festivals', tool: 'festivals' },
  purnima: { label: 'festivals', tool: 'festivals' },
  amavasya: { label: 'festivals', tool: 'festivals' },
  pradosh: { label: 'festivals', tool: 'festivals' },
  sankranti: { label: 'festivals', tool: 'festivals' },
  grahan: { label: 'festivals', tool: 'festivals' },
  pitruPaksha: { label: 'festivals', tool: 'festivals' },
};

export async function toolCrumbs(tool: ToolKey, sel: PageSelection): Promise<Crumb[]> {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tools' });
  const nav = await getTranslations({ locale: sel.locale, namespace: 'nav.groups' });
  const trail: Crumb[] = [];
  const group = GROUP[tool];
  if (group) trail.push({ label: nav(group.label), path: pagePath(group.tool) });
  trail.push({ label: t(`${tool}.label`), path: pagePath(tool) });
  if (sel.cityFromUrl && takesCity(tool)) trail.push({ label: cityDisplayName(sel.city, sel.locale), path: pagePath(tool, { city: sel.city.slug }) });
  return trail;
}

export interface ToolLayoutProps {
  tool: ToolKey;
  sel: PageSelection;
  title: string;
  intro?: ReactNode;
  /** Previous / next day links under the heading (daily pages). */
  dayNav?: boolean;
  /** Hide the date picker's date line (pages that are not about one day). */
  subtitle?: ReactNode;
  /** Pages of a whole year: the pickers choose only the city (the page has its own year navigation). */
  cityOnly?: boolean;
  /** The breadcrumb trail's last steps, when the page is below its tool (a month of the festival calendar; a Shubh Muhurat kind's year and date). */
  crumb?: Crumb | readonly Crumb[];
  /** The page type the pickers and the day links lead to, when the page is below its tool (a Shubh Muhurat kind's year or date): the tool's own by default. */
  page?: PageKey;
  children: ReactNode;
}

/**
 * The frame of every tool page: breadcrumbs (with JSON-LD), the heading with
 * the city and date, the pickers, the page's cards, then the info card and
 * the related tools.
 */
/**
 * The values of a page's path its links keep when they change the city or
 * the day: all but the city, the conventions (passed apart) and the period
 * (a picked day replaces it; a page of a whole year keeps its year).
 */
function kept(sel: PageSelection, cityOnly: boolean): PageParams {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { city, conv, date, month, year, ...rest } = sel.route.params;
  // A page of one date that picks only the city (a Shubh Muhurat date's checks) keeps its date like a year page its year.
  return cityOnly ? { ...rest, ...(year !== undefined ? { year } : {}), ...(date !== undefined ? { date } : {}) } : rest;
}

export async function ToolLayout({ tool, sel, title, intro, dayNav, subtitle, cityOnly = false, crumb, page = tool, children }: ToolLayoutProps) {
  const keep = kept(sel, cityOnly);
  const t = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const crumbs = [...(await toolCrumbs(tool, sel)), ...(crumb ? [crumb].flat() : [])];
  const place = cityPlaceLine(sel.city, sel.locale);
  const fullDate = formatDate(sel.date, sel.locale, 'full');
  return (
    <ClientMessages group="pickers">
      <KnownDates today={knownDay(sel.city.timezone, sel.today)} locale={sel.locale} full={{ [sel.date]: fullDate }} />
      <UrlSelection date={sel.dateFromUrl ? sel.date : undefined} city={sel.cityFromUrl ? sel.summary : undefined} />
      <Breadcrumbs locale={sel.locale} trail={crumbs} />
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-maroon sm:text-3xl">{title}</h1>
        <p className="mt-1 text-base text-fg" data-testid="page-subtitle">
          {subtitle ?? (
            <>
              <time dateTime={sel.date}>{fullDate}</time>
              <span aria-hidden="true"> · </span>
              <span>{place}</span>
            </>
          )}
        </p>
        {intro && <p className="mt-2 max-w-3xl text-sm text-muted">{intro}</p>}
      </header>
      <div className="mb-6 rounded-2xl border border-line bg-surface-2/60 p-3 sm:p-4">
        <SelectionControls
          tool={page}
          date={sel.date}
          city={sel.summary}
          dateFromUrl={sel.dateFromUrl}
          cityFromUrl={sel.cityFromUrl}
          conv={sel.conventionsFromUrl}
          keep={keep}
          cityOnly={cityOnly}
        />
      </div>
      {dayNav && <DayNav tool={page} sel={sel} labels={{ prev: t('previousDay'), next: t('nextDay') }} keep={keep} />}
      <div className="tool-body grid grid-cols-[minmax(0,1fr)] gap-5">{children}</div>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
        <InfoCard tool={tool} sel={sel} />
        <RelatedTools tool={tool} sel={sel} />
      </div>
    </ClientMessages>
  );
}

function DayNav({ tool, sel, labels, keep }: { tool: PageKey; sel: PageSelection; labels: { prev: string; next: string }; keep: PageParams }) {
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const href = (date: string) => linkTo(tool, { city, date, conv: sel.conventionsFromUrl, params: keep });
  const prev = shiftDate(sel.date, -1);
  const next = shiftDate(sel.date, 1);
  const cls = 'inline-flex items-center gap-1 chip-link';
  return (
    <nav aria-label={`${labels.prev} / ${labels.next}`} className="mb-5 flex items-center justify-between gap-2">
      {prev >= MIN_DATE ? (
        <PendingLink kind={toolLoading(tool)} href={href(prev)} className={cls} rel="prev" data-testid="previous-day">
          <ChevronLeftIcon />
          <span>{labels.prev}</span>
          <span className="hidden text-muted sm:inline">{`(${formatDate(prev, sel.locale, 'medium')})`}</span>
        </PendingLink>
      ) : (
        <span />
      )}
      {next <= MAX_DATE && (
        <PendingLink kind={toolLoading(tool)} href={href(next)} className={cls} rel="next" data-testid="next-day">
          <span className="hidden text-muted sm:inline">{`(${formatDate(next, sel.locale, 'medium')})`}</span>
          <span>{labels.next}</span>
          <ChevronRightIcon />
        </PendingLink>
      )}
    </nav>
  );
}

async function InfoCard({ tool, sel }: { tool: ToolKey; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: `info.${tool}` });
  const points = Object.keys(t.raw('points') as Record<string, string>);
  return (
    <Card id="info" title={t('title')} data-testid="info-card">
      <ul className="grid list-disc gap-2 pl-5 text-sm text-fg marker:text-saffron">
        {points.map((k) => (
          <li key={k}>{t(`points.${k}`, { tithiLength: tithiLengthText(sel.locale) })}</li>
        ))}
      </ul>
    </Card>
  );
}

export async function RelatedTools({ tool, sel }: { tool: ToolKey; sel: Pick<PageSelection, 'locale' | 'cityFromUrl' | 'city'> }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tools' });
  const city = sel.cityFromUrl ? sel.city.slug : null;
  return (
    <Card id="related" title={t('relatedTitle')} data-testid="related-tools">
      {/* Each tile's link, name and blurb are styled by .tiles (app/globals.css), not by classes repeated per tile. */}
      <ul className="tiles grid gap-2 sm:grid-cols-2">
        {relatedTools(tool).map((k, i) => (
          <li key={i}>
            <PendingLink kind={toolLoading(k)} href={linkTo(k, { city: takesCity(k) ? city : null })}>
              <span>{t(`${k}.label`)}</span>
              <span>{t(`${k}.blurb`)}</span>
            </PendingLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
