/**
 * The Shubh Muhurat pages' views (app/_pages/shubh.tsx): the hub's kinds
 * with their next dates, a kind's year in month sections (each date with its
 * windows and grade, each stretch without a date with its reasons), and one
 * date's windows and checks. Every value comes from the view models of
 * lib/view/shubh.ts; every link from lib/urls.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PageSelection } from '@/app/_loaders/selection';
import type { ShubhArticleLink } from '@/app/_loaders/shubh';
import { MAX_YEAR, type ShubhGrade, type ShubhKind } from '@/engine';
import { cityDisplayName } from '@/lib/selection/params';
import { shubhFeedUrl, subscribeLinks } from '@/lib/festivals/feed-url';
import { linkTo } from '@/lib/urls';
import type { ShubhCheckView, ShubhDetailView, ShubhGapView, ShubhDateView, ShubhHubView, ShubhYearView } from '@/lib/view/shubh';
import { FeedButtons } from '../festivals/FeedLink';
import { CheckIcon } from '../site/icons';
import { Card, Pill } from '../ui/Card';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const GRADE_TONE: Record<ShubhGrade, 'good' | 'accent' | 'neutral'> = { excellent: 'good', good: 'accent', fair: 'neutral' };

/** The links of a page keep its city (when the path names one) and its conventions. */
const linkValues = (sel: PageSelection) => ({ city: sel.cityFromUrl ? sel.city.slug : null, conv: sel.conventionsFromUrl });

export const shubhYearHref = (sel: PageSelection, kind: ShubhKind, year: number) => linkTo('shubhYear', { ...linkValues(sel), params: { shubhKind: kind, year } });
export const shubhDateHref = (sel: PageSelection, kind: ShubhKind, date: string) => linkTo('shubhDetail', { ...linkValues(sel), date, params: { shubhKind: kind } });

async function pageT(sel: PageSelection): Promise<Translate> {
  return (await getTranslations({ locale: sel.locale, namespace: 'shubhPage' })) as unknown as Translate;
}

function ArticleLink({ article, t }: { article: ShubhArticleLink | null; t: Translate }) {
  if (!article) return null;
  return (
    <p className="text-sm">
      <Link href={article.path} className="font-medium text-maroon underline underline-offset-2 hover:text-saffron" data-testid="shubh-article">
        {t('articleLink', { title: article.title })}
      </Link>
    </p>
  );
}

// ---------------------------------------------------------------------------
// The hub.

export async function ShubhHub({ vm, sel }: { vm: ShubhHubView; sel: PageSelection }) {
  const t = await pageT(sel);
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="shubh-kinds">
      {vm.kinds.map((k) => (
        <li key={k.kind} className="card bg-surface" data-kind={k.kind}>
          <h2 className="text-lg font-semibold text-maroon">
            <Link href={shubhYearHref(sel, k.kind, vm.year)} className="hover:text-saffron" data-testid="shubh-kind-link">
              {k.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">{k.description}</p>
          <p className="mt-2 text-sm text-fg">{t('hub.count', { count: k.count, year: vm.year })}</p>
          {k.upcoming.length > 0 ? (
            <>
              <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('hub.next')}</h3>
              <ul className="mt-1 grid gap-1 text-sm">
                {k.upcoming.map((d) => (
                  <li key={d.date} className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link href={shubhDateHref(sel, k.kind, d.date)} className="text-fg underline-offset-2 hover:text-saffron hover:underline">
                      <time dateTime={d.date}>{d.dateLabel}</time>
                    </Link>
                    <span className="text-xs text-muted">{d.gradeName}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-muted">
              {t('hub.noneLeft', { year: vm.year })}{' '}
              {vm.year < MAX_YEAR && (
                <Link href={shubhYearHref(sel, k.kind, vm.year + 1)} className="text-maroon underline underline-offset-2 hover:text-saffron">
                  {t('hub.yearLink', { year: vm.year + 1 })}
                </Link>
              )}
            </p>
          )}
          <p className="mt-3 text-sm">
            <Link href={shubhYearHref(sel, k.kind, vm.year)} className="font-medium text-maroon underline underline-offset-2 hover:text-saffron">
              {t('hub.allDates', { kind: k.name, year: vm.year })}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------
// A kind's year.

function DateEntry({ d, kind, sel, t }: { d: ShubhDateView; kind: ShubhKind; sel: PageSelection; t: Translate }) {
  return (
    <li className="rounded-xl border border-line p-3" data-testid="shubh-date" data-date={d.date}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={shubhDateHref(sel, kind, d.date)} className="font-semibold text-fg underline-offset-2 hover:text-saffron hover:underline">
          <time dateTime={d.date}>{d.dateLabel}</time>
        </Link>
        <Pill tone={GRADE_TONE[d.grade]}>{d.gradeName}</Pill>
      </div>
      <ul className="mt-1 grid gap-0.5 text-sm tabular-nums text-fg" aria-label={t('windows')}>
        {d.windows.map((w) => (
          <li key={w} data-testid="shubh-window">
            {w}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted">
        {t('dateFacts', { duration: d.duration, tithis: d.tithis.join(', '), nakshatras: d.nakshatras.join(', ') })}
      </p>
    </li>
  );
}

function GapEntry({ g, t }: { g: ShubhGapView; t: Translate }) {
  return (
    <li className="rounded-xl border border-dashed border-line p-3 text-sm" data-testid="shubh-gap" data-start={g.startDate}>
      <p className="font-medium text-muted">{t('gap', { range: g.range, days: g.days })}</p>
      <ul className="mt-1 grid gap-0.5 text-xs text-muted">
        {g.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </li>
  );
}

/** A month's dates and the gaps that begin in it, in date order. */
function monthEntries(vm: ShubhYearView, month: number): ({ date: ShubhDateView } | { gap: ShubhGapView })[] {
  const prefix = `${vm.year}-${String(month).padStart(2, '0')}-`;
  const dates = vm.months[month - 1].dates.map((date) => ({ at: date.date, entry: { date } }));
  const gaps = vm.gaps.filter((g) => g.startDate.startsWith(prefix)).map((gap) => ({ at: gap.startDate, entry: { gap } }));
  return [...dates, ...gaps].sort((a, b) => a.at.localeCompare(b.at)).map((x) => x.entry);
}

export async function ShubhYearList({ vm, sel, article }: { vm: ShubhYearView; sel: PageSelection; article: ShubhArticleLink | null }) {
  const t = await pageT(sel);
  return (
    <>
      <ArticleLink article={article} t={t} />
      {vm.months.map((m) => {
        const entries = monthEntries(vm, m.month);
        return (
          <Card key={m.month} id={`month-${m.month}`} title={m.label} subtitle={t('monthCount', { count: m.dates.length })} data-testid="shubh-month">
            {entries.length === 0 ? (
              <p className="text-sm text-muted">{t('monthNone')}</p>
            ) : (
              <ol className="grid gap-2">
                {entries.map((e) =>
                  'date' in e ? <DateEntry key={e.date.date} d={e.date} kind={vm.kind} sel={sel} t={t} /> : <GapEntry key={`gap-${e.gap.startDate}`} g={e.gap} t={t} />,
                )}
              </ol>
            )}
          </Card>
        );
      })}
      <Card id="exclusions" title={t('exclusionsTitle')} subtitle={t('exclusionsIntro')} data-testid="shubh-exclusions">
        {vm.exclusions.length === 0 ? (
          <p className="text-sm text-muted">{t('exclusionsNone', { year: vm.year })}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {vm.exclusions.map((e) => (
              <li key={`${e.kind}-${e.range}`} className="flex flex-wrap justify-between gap-2">
                <span className="text-fg">{e.name}</span>
                <span className="tabular-nums text-muted">{e.range}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {vm.alternatives.length > 0 && (
        <Card id="alternatives" title={t('alternativesTitle')} subtitle={t('alternativesIntro')} data-testid="shubh-alternatives">
          <ul className="grid list-disc gap-1 pl-5 text-sm text-fg marker:text-saffron">
            {vm.alternatives.map((a) => (
              <li key={a.key}>{a.text}</li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

/** The kind's dates at the page's city as a calendar feed (/calendar/shubh/{kind}/{city}.ics). */
export async function ShubhFeed({ vm, sel }: { vm: Pick<ShubhYearView, 'kind' | 'name'>; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'subscribe' });
  const p = await pageT(sel);
  const sunrise = sel.conventions.sunrise === 'hindu' ? 'hindu' : undefined;
  const links = subscribeLinks(shubhFeedUrl({ kind: vm.kind, city: sel.city.slug, locale: sel.locale, sunrise }));
  return (
    <Card id="subscribe" title={t('title')} subtitle={t('intro', { what: p('feedWhat', { kind: vm.name }), city: cityDisplayName(sel.city, sel.locale) })} data-testid="subscribe">
      <FeedButtons feed={`shubh-${vm.kind}`} links={links} labels={{ webcal: t('webcal'), webcalHint: t('webcalHint'), google: t('google'), googleHint: t('googleHint') }} />
      <p className="mt-3 text-xs text-muted">{p('feedSpan')}</p>
    </Card>
  );
}

// ---------------------------------------------------------------------------
// One date.

/** One line of a check list: a check of the date, or a point of its grade. */
interface CheckLine {
  key: string;
  pass: boolean;
  text: string;
  range: string | null;
}

const checkLines = (checks: readonly ShubhCheckView[]): CheckLine[] => checks.map((c) => ({ key: c.check, pass: c.pass, text: c.text, range: c.range }));

function CheckList({ checks, t, testId }: { checks: CheckLine[]; t: Translate; testId: string }) {
  return (
    <ul className="grid gap-1.5 text-sm" data-testid={testId}>
      {checks.map((c, i) => (
        <li key={`${c.key}-${i}`} className="flex items-start gap-2" data-check={c.key} data-pass={String(c.pass)}>
          {c.pass ? (
            <CheckIcon className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          ) : (
            <span aria-hidden="true" className="mt-0.5 inline-block w-[18px] shrink-0 text-center font-bold text-red-700 dark:text-red-300">
              ×
            </span>
          )}
          <span>
            <span className="sr-only">{c.pass ? t('pass') : t('fail')}: </span>
            <span className="text-fg">{c.text}</span>
            {c.range && <span className="block text-xs tabular-nums text-muted">{c.range}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export async function ShubhDetail({ vm, sel, article }: { vm: ShubhDetailView; sel: PageSelection; article: ShubhArticleLink | null }) {
  const t = await pageT(sel);
  const year = Number(vm.date.slice(0, 4));
  return (
    <>
      <Card id="windows" title={t('windowsTitle')} tone="accent" data-testid="shubh-windows">
        {vm.listed ? (
          <>
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <Pill tone={GRADE_TONE[vm.grade]}>{vm.gradeName}</Pill>
              <span className="text-sm text-muted">{t('points', { points: vm.points, duration: vm.duration })}</span>
            </div>
            <ul className="grid gap-1 text-lg font-semibold tabular-nums text-fg">
              {vm.windows.map((w) => (
                <li key={w} data-testid="shubh-window">
                  {w}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted">{t('dateFacts', { duration: vm.duration, tithis: vm.tithis.join(', '), nakshatras: vm.nakshatras.join(', ') })}</p>
            <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('bonusesTitle')}</h3>
            <CheckList checks={vm.bonuses.map((b) => ({ key: b.key, pass: b.pass, text: b.text, range: null }))} t={t} testId="shubh-bonuses" />
          </>
        ) : (
          <p className="text-base text-fg" data-testid="shubh-no-windows">
            {vm.noWindows}
          </p>
        )}
      </Card>
      {vm.failed.length > 0 && (
        <Card id="failed" title={t('failedTitle')} subtitle={t('failedIntro')} data-testid="shubh-failed-card">
          <CheckList checks={checkLines(vm.failed)} t={t} testId="shubh-failed" />
        </Card>
      )}
      <Card id="passed" title={t('passedTitle')} data-testid="shubh-passed-card">
        <CheckList checks={checkLines(vm.passed)} t={t} testId="shubh-passed" />
      </Card>
      <p className="text-sm">
        <Link href={shubhYearHref(sel, vm.kind, year)} className="font-medium text-maroon underline underline-offset-2 hover:text-saffron" data-testid="shubh-year-link">
          {t('yearLink', { kind: vm.kindName, year })}
        </Link>
      </p>
      <ArticleLink article={article} t={t} />
    </>
  );
}
