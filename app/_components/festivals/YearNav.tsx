import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Conventions } from '@/lib/conventions/conventions';
import { linkTo, localizedPath, type PageKey, type PageParams } from '@/lib/urls';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';

/**
 * Previous / next year links and a year box (a plain GET form: it works
 * without JavaScript, and the number field keeps the year within range; the
 * proxy moves the `?year=` it submits into the path). A page whose path
 * names more than the year (a planet's year: `params`) has the links only:
 * its old query forms never took a year.
 */
export async function YearNav({
  locale,
  page,
  city,
  conv,
  year,
  min,
  max,
  params,
}: {
  locale: Locale;
  page: PageKey;
  city: string | null;
  conv: Partial<Conventions>;
  year: number;
  min: number;
  max: number;
  /** Other values of the page's path the links keep (a Shubh Muhurat page's kind). */
  params?: PageParams;
}) {
  const yearHref = (y: number) => linkTo(page, { city, date: `${y}-01-01`, conv, params });
  const t = await getTranslations({ locale, namespace: 'yearNav' });
  const cls = 'inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm hover:border-saffron hover:text-maroon';
  return (
    <nav aria-label={t('year')} className="flex flex-wrap items-center justify-between gap-3" data-testid="year-nav">
      {year > min ? (
        <Link href={yearHref(year - 1)} className={cls} rel="prev">
          <ChevronLeftIcon />
          <span>
            {t('previousYear')} ({year - 1})
          </span>
        </Link>
      ) : (
        <span />
      )}
      {/* The year typed replaces the path's (the proxy moves `?year=` into the path); a page whose every path names a year (a planet's) starts from this year's. */}
      <form action={localizedPath(locale, params ? yearHref(year) : linkTo(page, { city, conv }))} method="get" className="flex items-center gap-2">
        <label htmlFor="year-input" className="text-sm text-muted">
          {t('year')}
        </label>
        <input
          id="year-input"
          name="year"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          defaultValue={year}
          className="h-10 w-24 rounded-xl border border-line bg-surface px-3 text-sm text-fg"
        />
        <button type="submit" className="h-10 rounded-xl border border-line px-3 text-sm font-medium hover:border-saffron hover:text-maroon">
          {t('go')}
        </button>
      </form>
      {year < max ? (
        <Link href={yearHref(year + 1)} className={cls} rel="next">
          <span>
            {t('nextYear')} ({year + 1})
          </span>
          <ChevronRightIcon />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
