/**
 * The festival detail page's body: heading and city picker, one card per
 * date (facts, timings, why this date, the related day, add to calendar),
 * the description and significance, the other years, and the Event JSON-LD.
 * Renders the view model (lib/view/festival-detail.ts) only.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { FestivalDetailPage } from '@/app/_loaders/festival-detail';
import { cityDisplayName } from '@/lib/selection/params';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import type { OccurrenceView } from '@/lib/view/festival-detail';
import { UrlSelection } from '../selection/SelectionProvider';
import { Card, FactList } from '../ui/Card';
import { ClientMessages } from '../i18n/ClientMessages';
import { CityQueryPicker } from './CityQueryPicker';
import { FestivalIcon } from './FestivalIcon';

type Detail = Extract<FestivalDetailPage, { kind: 'detail' }>;
type Choice = Extract<FestivalDetailPage, { kind: 'choice' }>;
type T = Awaited<ReturnType<typeof getTranslations<'festivalDetail'>>>;

const linkClass = 'font-medium text-saffron hover:underline';

function Header({ page, title, subtitle, emoji }: { page: FestivalDetailPage; title: string; subtitle: string; emoji?: string }) {
  return (
    <>
      {page.cityFromUrl && <UrlSelection city={page.summary} />}
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-maroon sm:text-3xl" data-testid="festival-title">
          {emoji && <FestivalIcon emoji={emoji} className="mr-2 inline-block h-[0.9em] w-[0.9em] align-[-0.08em]" />}
          {title}
        </h1>
        <p className="mt-1 text-base text-fg" data-testid="page-subtitle">
          {subtitle}
        </p>
      </header>
      <div className="mb-6 rounded-2xl border border-line bg-surface-2/60 p-3 sm:max-w-md sm:p-4">
        <ClientMessages group="pickers">
          <CityQueryPicker city={page.summary} cityFromUrl={page.cityFromUrl} />
        </ClientMessages>
      </div>
    </>
  );
}

function Occurrence({ o, t, city, title }: { o: OccurrenceView; t: T; city: string; title: string }) {
  const facts = [
    ...(o.endDateLabel ? [{ key: 'until', label: t('facts.until'), value: o.endDateLabel }] : []),
    ...(o.tithi
      ? [
          { key: 'tithi', label: t('facts.tithi'), value: o.tithi.name },
          { key: 'tithi-begins', label: t('facts.tithiBegins'), value: o.tithi.start },
          { key: 'tithi-ends', label: t('facts.tithiEnds'), value: o.tithi.end },
        ]
      : []),
    ...(o.paksha ? [{ key: 'paksha', label: t('facts.paksha'), value: o.paksha }] : []),
    ...(o.masa
      ? [
          { key: 'amanta', label: t('facts.amanta'), value: o.masa.amanta },
          { key: 'purnimanta', label: t('facts.purnimanta'), value: o.masa.purnimanta },
        ]
      : []),
  ];
  return (
    <Card id={`on-${o.date}`} title={title} data-testid="festival-occurrence">
      <p className="mb-3 text-xl font-semibold text-fg" data-testid="festival-date" data-date={o.date}>
        <time dateTime={o.date}>{o.dateLabel}</time>
        <span className="text-muted">, {o.weekday}</span>
      </p>
      <FactList items={facts} testId="festival-facts" />

      {o.timings.length > 0 && (
        <section className="mt-5" aria-labelledby={`timings-${o.date}`}>
          <h3 id={`timings-${o.date}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {t('timingsTitle', { city })}
          </h3>
          <FactList
            testId="festival-timings"
            items={o.timings.map((r) => ({ key: r.key, label: r.main ? <strong className="text-fg">{r.label}</strong> : r.label, value: <span className="tabular-nums">{r.value}</span> }))}
          />
        </section>
      )}

      <section className="mt-5 rounded-xl bg-saffron-soft/40 p-3 sm:p-4" aria-labelledby={`why-${o.date}`} data-testid="festival-why">
        <h3 id={`why-${o.date}`} className="text-base font-semibold text-maroon">
          {t('why.title')}
        </h3>
        <p className="mt-1 text-sm text-fg">{o.why}</p>
        {o.whyBase && <p className="mt-1 text-sm text-fg">{o.whyBase}</p>}
        {o.whyDays.length > 0 && (
          <>
            <p className="mt-2 text-xs font-medium uppercase tracking-wide text-muted">{t('why.days')}</p>
            <ul className="mt-1 grid gap-1 text-sm" data-testid="festival-why-days">
              {o.whyDays.map((d) => (
                <li key={d.date} className={d.chosen ? 'font-medium text-fg' : 'text-muted'}>
                  <span className="tabular-nums">{d.date}</span>: {d.text}
                  {d.chosen && <span className="ml-1 rounded-full bg-saffron px-2 py-0.5 text-xs text-white dark:text-bg">{t('why.chosen')}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {o.related.length > 0 && (
        <ul className="mt-4 grid gap-1 text-sm" data-testid="festival-related">
          {o.related.map((r) => (
            <li key={`${r.relation}-${r.href}`}>
              <span className="text-muted">{t(`related.${r.relation}`)}: </span>
              <Link href={r.href} className={linkClass}>
                {r.name}
              </Link>
              <span className="text-muted">, {r.date}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-2" data-testid="add-to-calendar">
        <span className="text-sm font-semibold text-fg">{t('calendar.title')}:</span>
        {/* A route handler outside the locale prefix: a plain link, not the locale-aware one. */}
        <a href={o.ics} download className="chip-link" title={t('calendar.icsHint')} data-testid="ics-link">
          {t('calendar.ics')}
        </a>
        <a href={o.google} target="_blank" rel="noopener noreferrer" className="chip-link" data-testid="google-link">
          {t('calendar.google')}
        </a>
      </div>
    </Card>
  );
}

export async function FestivalDetail({ page }: { page: Detail }) {
  const v = page.view;
  const t = await getTranslations({ locale: page.locale, namespace: 'festivalDetail' });
  const many = v.occurrences.length > 1;
  const subtitle = many ? `${t('datesCount', { count: v.occurrences.length, year: v.year })} · ${v.cityName}` : [v.occurrences[0]?.dateLabel, v.cityName].filter(Boolean).join(' · ');
  return (
    <>
      <Header page={page} title={t('heading', { name: v.name, year: v.year })} subtitle={subtitle} emoji={v.emoji || undefined} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
        {v.absence && (
          <Card id="absence" title={t('dateTitle')} data-testid="festival-absence">
            {v.absence.kind === 'sameDay' ? (
              <p className="text-sm text-fg">
                {t('absence.sameDay', { year: v.year, name: v.name, main: v.absence.main.name })}{' '}
                <Link href={v.absence.main.href} className={linkClass}>
                  {v.absence.main.name}, {v.absence.main.date}
                </Link>
              </p>
            ) : (
              <p className="text-sm text-fg">{t('absence.notThisYear', { year: v.year, name: v.name, city: v.cityName })}</p>
            )}
          </Card>
        )}
        {v.occurrences.map((o) => (
          <Occurrence key={o.date} o={o} t={t} city={v.cityName} title={many && o.masa && o.tithi ? `${o.masa.purnimanta} · ${o.tithi.name}` : t('dateTitle')} />
        ))}
        {(v.description || v.significance) && (
          <Card id="about" title={t('about.title', { name: v.name })} data-testid="festival-about">
            {v.description && <p className="text-sm text-fg">{v.description}</p>}
            {v.significance && (
              <>
                <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('about.significance')}</h3>
                <p className="mt-1 text-sm text-fg">{v.significance}</p>
              </>
            )}
          </Card>
        )}
        <Card id="years" title={t('years.title', { name: v.name })} data-testid="festival-years">
          <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
            {v.years.map((y) => (
              <li key={y.year} className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-1">
                {y.current ? (
                  <span className="font-semibold text-fg" aria-current="page">
                    {y.year}
                  </span>
                ) : (
                  <Link href={y.href} className={linkClass}>
                    {y.year}
                  </Link>
                )}
                <span className="text-right tabular-nums text-muted">
                  {y.dates.length === 0 ? t('years.none') : y.dates.length > 2 ? t('years.dates', { count: y.dates.length }) : y.dates.join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {v.jsonLd.map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(ld) }} />
      ))}
    </>
  );
}

export async function FestivalChoice({ page }: { page: Choice }) {
  const v = page.view;
  const t = await getTranslations({ locale: page.locale, namespace: 'festivalDetail' });
  const cityName = cityDisplayName(page.city, page.locale);
  return (
    <>
      <Header page={page} title={v.names.join(' / ')} subtitle={t('choice.intro', { year: v.year, city: cityName })} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2" data-testid="festival-choice">
        {v.options.map((o, i) => (
          <Card key={o.href} id={`choice-${i}`} title={o.name}>
            {o.dates.length === 0 ? (
              <p className="text-sm text-muted">
                <Link href={o.href} className={linkClass}>
                  {t('choice.none', { year: v.year })}
                </Link>
              </p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {o.dates.map((d) => (
                  <li key={d.href + d.date}>
                    <Link href={d.href} className={linkClass}>
                      {d.date}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </>
  );
}
