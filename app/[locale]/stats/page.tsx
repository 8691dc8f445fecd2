import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { VITALS, type VitalName } from '@/lib/analytics/events';
import { siteStats, type SiteStats, type VitalSummary } from '@/lib/analytics/stats';
import { VITAL_THRESHOLDS, type VitalRating } from '@/lib/analytics/vitals';
import { getCityBySlug } from '@/lib/cities';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { linkTo, pagePath } from '@/lib/urls';
import { isTool } from '@/lib/tools';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { ViewsChart } from '../../_components/stats/ViewsChart';
import { Card, Pill } from '../../_components/ui/Card';
import { CELL, ROW, Table } from '../../_components/ui/Table';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  // Visitors' own counts, not content: not for search engines (nor in the sitemap).
  return pageMetadata({ locale, path: pagePath('stats'), namespace: 'stats', noIndex: true });
}

/** Counted live: rendered for each request (connection()), never kept; the page waits for its counts. */
export const instant = false;

const RATING_TONE: Record<VitalRating, 'good' | 'accent' | 'bad'> = { good: 'good', 'needs-improvement': 'accent', poor: 'bad' };

export default async function StatsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  // Counted live: never rendered at build time or cached.
  await connection();
  const t = await getTranslations('stats');
  const nav = await getTranslations('nav.links');
  const tools = await getTranslations('tools');
  const format = await getFormatter();
  const stats = await siteStats();

  const vitalText = (name: VitalName, value: number) =>
    name === 'CLS' ? format.number(value, { maximumFractionDigits: 3 }) : t('milliseconds', { value: format.number(Math.round(value)) });
  const pageTypeLabel = (key: string) =>
    isTool(key) ? tools(`${key}.label`) : t.has(`pageTypes.${key}`) ? t(`pageTypes.${key}`) : key;

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('stats'), path: pagePath('stats') }]} />
      <h1 className="text-3xl font-bold text-maroon">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t.rich('intro', { privacy: (c) => <Link href="/privacy" className="text-saffron underline underline-offset-2">{c}</Link> })}</p>
      {!stats ? (
        <p className="mt-6 rounded-2xl border border-line bg-surface p-5" data-testid="stats-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6">
          <Views stats={stats} locale={locale} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <CountCard
              id="stats-pages"
              title={t('topPagesTitle')}
              head={[t('page'), t('views')]}
              none={t('none')}
              rows={stats.topPages.map((p) => ({ key: p.path, count: p.views, label: <span className="break-all font-mono text-xs">{p.path}</span> }))}
            />
            <CountCard
              id="stats-cities"
              title={t('topCitiesTitle')}
              head={[t('city'), t('views')]}
              none={t('none')}
              rows={stats.topCities.map((c) => {
                const city = getCityBySlug(c.city);
                const label = city ? (
                  <Link href={linkTo('todayPanchang', { city: c.city })} className="hover:text-saffron hover:underline">
                    {cityDisplayName(city, locale)}
                  </Link>
                ) : (
                  c.city
                );
                return { key: c.city, count: c.views, label };
              })}
            />
          </div>
          <CountCard
            id="stats-events"
            title={t('eventsTitle')}
            head={[t('action'), t('count')]}
            none={t('none')}
            rows={stats.events.map((e) => ({ key: e.name, count: e.count, label: t.has(`events.${e.name}`) ? t(`events.${e.name}`) : e.name }))}
          />
          <Card id="stats-vitals" title={t('vitalsTitle')} subtitle={t('vitalsIntro')} data-testid="stats-vitals">
            {stats.vitals.length === 0 ? (
              <p className="text-sm text-muted">{t('none')}</p>
            ) : (
              <Table head={[t('pageType'), ...VITALS]}>
                {stats.vitals.map((row) => (
                  <tr key={row.pageType} className={ROW} data-page-type={row.pageType}>
                    <td className={`${CELL} font-medium`}>{pageTypeLabel(row.pageType)}</td>
                    {VITALS.map((name) => (
                      <td key={name} className={CELL} data-vital={name}>
                        <VitalCell name={name} summary={row.vitals[name]} text={vitalText} t={t} />
                      </td>
                    ))}
                  </tr>
                ))}
              </Table>
            )}
            <h3 className="mt-4 text-sm font-semibold text-fg">{t('thresholdsTitle')}</h3>
            <ul className="mt-1 grid gap-0.5 text-xs text-muted sm:grid-cols-2">
              {VITALS.map((name) => (
                <li key={name}>
                  {t('threshold', { name, good: vitalText(name, VITAL_THRESHOLDS[name][0]), poor: vitalText(name, VITAL_THRESHOLDS[name][1]) })}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </>
  );
}

/** A titled table of labels and counts, most first; `data-key` on each row names what is counted. */
async function CountCard({ id, title, head, none, rows }: { id: string; title: string; head: [string, string]; none: string; rows: { key: string; label: ReactNode; count: number }[] }) {
  const format = await getFormatter();
  return (
    <Card id={id} title={title} data-testid={id}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{none}</p>
      ) : (
        <Table head={[head[0], { label: head[1], className: 'text-right' }]}>
          {rows.map((r) => (
            <tr key={r.key} className={ROW} data-key={r.key}>
              <td className={CELL}>{r.label}</td>
              <td className={`${CELL} text-right tabular-nums`}>{format.number(r.count)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

type StatsT = Awaited<ReturnType<typeof getTranslations<'stats'>>>;

function VitalCell({ name, summary, text, t }: { name: VitalName; summary?: VitalSummary; text: (n: VitalName, v: number) => string; t: StatsT }) {
  if (!summary) return <span className="text-muted">–</span>;
  return (
    <span className="grid justify-items-start gap-1">
      <span className="whitespace-nowrap tabular-nums">{text(name, summary.median)}</span>
      <Pill tone={RATING_TONE[summary.rating]}>{t(`ratings.${summary.rating}`)}</Pill>
      <span className="whitespace-nowrap text-xs text-muted">{t('samples', { count: summary.count })}</span>
    </span>
  );
}

async function Views({ stats, locale }: { stats: SiteStats; locale: Awaited<ReturnType<typeof pageLocale>> }) {
  const t = await getTranslations('stats');
  const format = await getFormatter();
  return (
    <Card
      id="stats-views"
      title={t('viewsTitle')}
      subtitle={t('viewsSummary', { views: stats.views, from: formatDate(stats.from, locale, 'medium'), to: formatDate(stats.to, locale, 'medium') })}
      data-testid="stats-views"
    >
      <ViewsChart days={stats.days} locale={locale} />
      {stats.allTime.since && (
        <p className="mt-2 text-sm text-muted" data-testid="stats-all-time">
          {t('allTime', { views: stats.allTime.views, since: formatDate(stats.allTime.since, locale, 'long') })}
        </p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-saffron">{t('tableToggle')}</summary>
        <p className="mt-2 text-xs text-muted">{t('visitorsNote')}</p>
        <Table head={[t('day'), { label: t('views'), className: 'text-right' }, { label: t('visitors'), className: 'text-right' }]} testId="stats-days">
          {[...stats.days].reverse().map((d) => (
            <tr key={d.day} className={ROW} data-day={d.day} data-views={d.views}>
              <td className={CELL}>{formatDate(d.day, locale, 'medium')}</td>
              <td className={`${CELL} text-right tabular-nums`}>{format.number(d.views)}</td>
              <td className={`${CELL} text-right tabular-nums`}>{format.number(d.visitors)}</td>
            </tr>
          ))}
        </Table>
      </details>
    </Card>
  );
}
