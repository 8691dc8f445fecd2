import { getTranslations } from 'next-intl/server';
import type { NakshatraFinderPage, TithiFinderPage } from '@/app/_loaders/finders';
import type { PageSelection } from '@/app/_loaders/selection';
import { linkTo, localizedPath, pagePath } from '@/lib/urls';
import { FinderForm } from '../analytics/FinderForm';
import { PendingLink } from '../controls/Pending';
import { Card, FactList } from '../ui/Card';
import { CELL, ROW, Table, TimeCell } from '../ui/Table';

const FIELD = 'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm';
const LABEL = 'field-label';
const SUBMIT = 'h-11 rounded-xl bg-maroon px-5 text-sm font-semibold text-white hover:opacity-90 dark:text-bg';

/**
 * Where a finder's GET form goes: the page at its city in its conventions;
 * the proxy moves the fields it submits (`?date=&time=&tithi=`) into the
 * path (lib/urls/redirects.ts), so a result has its own URL.
 */
const formAction = (tool: 'tithiToday' | 'nakshatraFinder', sel: PageSelection) =>
  localizedPath(sel.locale, pagePath(tool, { city: sel.city.slug, conv: sel.conventionsFromUrl }));

/** The tithi at a date, time and place, and the next dates of a chosen tithi. */
export async function TithiTodayView({ vm: { view: vm }, sel }: { vm: TithiFinderPage; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tithiTodayPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const city = sel.cityFromUrl ? sel.city.slug : null;
  return (
    <>
      <Card id="tithi-form" title={t('formTitle')}>
        <FinderForm finder="tithi" method="get" action={formAction('tithiToday', sel)} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end" data-testid="tithi-form">
          {/* The page's day: the time is read on it. */}
          <input type="hidden" name="date" value={sel.date} />
          <label>
            <span className={LABEL}>{t('timeLabel')}</span>
            <input type="time" name="time" defaultValue={vm.time} required className={FIELD} />
          </label>
          <label>
            <span className={LABEL}>{t('tithiLabel')}</span>
            <select name="tithi" defaultValue={vm.tithi} className={FIELD}>
              {vm.options.map((o) => (
                <option key={o.number} value={o.number}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={SUBMIT}>
            {t('submit')}
          </button>
        </FinderForm>
      </Card>
      <Card id="tithi-result" title={t('resultTitle', { time: vm.result.title })} tone="accent" data-testid="tithi-result">
        <p className="mb-3 text-2xl font-bold text-maroon" data-testid="tithi-result-name">
          {vm.result.name}
        </p>
        <FactList
          items={[
            { key: 'paksha', label: t('paksha'), value: vm.result.paksha },
            { key: 'began', label: t('began'), value: vm.result.began },
            { key: 'ends', label: t('ends'), value: vm.result.ends },
          ]}
        />
      </Card>
      <Card id="tithi-next" title={t('nextTitle', { tithi: vm.chosen })} subtitle={t('nextIntro', { date: vm.dateLabel })} data-testid="tithi-next">
        <Table head={[t('sunriseDate'), day('start'), day('end')]}>
          {vm.next.map((o) => (
            <tr key={o.key} className={ROW}>
              <td className={CELL}>
                <PendingLink kind="panchang" href={linkTo('todayPanchang', { city, date: o.date, conv: sel.conventionsFromUrl })} className="font-medium hover:text-saffron hover:underline">
                  {o.dateLabel}
                </PendingLink>
                <span className="block text-xs text-muted">{o.kshaya ? t('noSunriseDate') : o.weekday}</span>
              </td>
              <TimeCell text={o.start} />
              <TimeCell text={o.end} />
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}

/** Choose a nakshatra and years; every period of the Moon in it with start and end. */
export async function NakshatraFinderView({ vm: { view: vm }, sel }: { vm: NakshatraFinderPage; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraFinderPage' });
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const problem = vm.rangeProblem;
  return (
    <>
      <Card id="finder-form" title={t('formTitle')}>
        <FinderForm finder="nakshatra" method="get" action={formAction('nakshatraFinder', sel)} className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_auto] sm:items-end" data-testid="nakshatra-form">
          <label className="col-span-2 sm:col-span-1">
            <span className={LABEL}>{t('nakshatraLabel')}</span>
            <select name="nakshatra" defaultValue={vm.nakshatra ?? ''} required className={FIELD}>
              <option value="" disabled>
                —
              </option>
              {vm.options.map((o) => (
                <option key={o.number} value={o.number}>
                  {o.number}. {o.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>{t('fromLabel')}</span>
            <select name="from" defaultValue={vm.from} className={FIELD} aria-describedby="year-range-hint">
              {vm.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>{t('toLabel')}</span>
            <select
              name="to"
              defaultValue={vm.to}
              className={`${FIELD} ${problem ? 'border-red-700 dark:border-red-400' : ''}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'year-range-error year-range-hint' : 'year-range-hint'}
            >
              {vm.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`${SUBMIT} col-span-2 sm:col-span-1`}>
            {t('submit')}
          </button>
          {problem && (
            <p id="year-range-error" role="alert" className="col-span-2 text-sm font-medium text-red-800 sm:col-span-4 dark:text-red-300" data-testid="year-range-error">
              {problem.reason === 'reversed'
                ? t('rangeReversed', { from: String(problem.from), to: String(problem.to) })
                : t('rangeTooLong', { from: String(problem.from), to: String(problem.to), years: problem.to - problem.from + 1, max: problem.max, lastTo: String(problem.lastTo) })}
            </p>
          )}
          <p id="year-range-hint" className="col-span-2 text-xs text-muted sm:col-span-4">
            {t('rangeHint', { min: String(vm.years[0]), max: String(vm.years[vm.years.length - 1]), span: vm.maxYears })}
          </p>
        </FinderForm>
      </Card>
      {vm.result ? (
        <Card
          id="finder-results"
          title={t('resultsTitle', { nakshatra: vm.result.name, range: vm.result.range })}
          subtitle={t('count', { count: vm.result.periods.length })}
          data-testid="nakshatra-results"
        >
          <Table head={[t('sunriseDates'), t('start'), t('end')]}>
            {vm.result.periods.map((o) => (
              <tr key={o.key} className={ROW} data-testid="nakshatra-period">
                <td className={CELL}>
                  {o.kshaya ? (
                    <span className="text-muted">{t('none')}</span>
                  ) : (
                    <PendingLink kind="panchang" href={linkTo('todayPanchang', { city, date: o.date, conv: sel.conventionsFromUrl })} className="font-medium hover:text-saffron hover:underline">
                      {o.dateLabel}
                    </PendingLink>
                  )}
                </td>
                <TimeCell text={o.start} />
                <TimeCell text={o.end} />
              </tr>
            ))}
          </Table>
        </Card>
      ) : (
        !problem && <p className="text-sm text-muted">{t('choose')}</p>
      )}
    </>
  );
}
