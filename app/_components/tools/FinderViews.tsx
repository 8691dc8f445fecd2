import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/seo/urls';
import { formatDate } from '@/lib/format/date';
import { formatTime } from '@/lib/format/time';
import { toolHref } from '@/lib/tools';
import { instantLabel } from '@/lib/view/day';
import { MAX_YEAR, MIN_YEAR, nakshatraPeriods, nextTithiDates, type TithiMoment } from '@/lib/view/finders';
import { nameOf, pakshaName } from '@/lib/view/names';
import { FinderForm } from '../analytics/FinderForm';
import { PendingLink } from '../controls/Pending';
import type { PageSelection } from '../day/load';
import { canonicalPath } from '../day/meta';
import { Card, FactList } from '../ui/Card';
import { CELL, ROW, Table } from '../ui/Table';

const FIELD = 'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm';
const LABEL = 'mb-1 block text-xs font-medium uppercase tracking-wide text-muted';
const SUBMIT = 'h-11 rounded-xl bg-maroon px-5 text-sm font-semibold text-white hover:opacity-90 dark:text-bg';

const tithiLabel = (n: number, locale: PageSelection['locale']) =>
  n === 15 || n === 30 ? nameOf('tithi', n, locale) : `${pakshaName(n <= 15 ? 'Shukla' : 'Krishna', locale)} ${nameOf('tithi', n, locale)}`;

/** Hidden fields that keep the page's date in a GET form (the city is in the form's path). */
function KeepDate({ sel }: { sel: PageSelection }) {
  return sel.dateFromUrl ? <input type="hidden" name="date" value={sel.date} /> : null;
}

/** The tithi at a date, time and place, and the next dates of a chosen tithi. */
export async function TithiTodayView({ sel, time, moment, tithi }: { sel: PageSelection; time: string; moment: TithiMoment; tithi: number }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tithiTodayPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const { locale } = sel;
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const next = nextTithiDates(tithi, sel.date, sel.place);
  return (
    <>
      <Card id="tithi-form" title={t('formTitle')}>
        <FinderForm finder="tithi" method="get" action={localizedPath(locale, canonicalPath('tithiToday', sel))} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end" data-testid="tithi-form">
          <KeepDate sel={sel} />
          <label>
            <span className={LABEL}>{t('timeLabel')}</span>
            <input type="time" name="time" defaultValue={time} required className={FIELD} />
          </label>
          <label>
            <span className={LABEL}>{t('tithiLabel')}</span>
            <select name="tithi" defaultValue={tithi} className={FIELD}>
              {Array.from({ length: 30 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {tithiLabel(n, locale)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={SUBMIT}>
            {t('submit')}
          </button>
        </FinderForm>
      </Card>
      <Card id="tithi-result" title={t('resultTitle', { time: `${formatDate(sel.date, locale, 'medium')}, ${formatTime(moment.instant)}` })} tone="accent" data-testid="tithi-result">
        <p className="mb-3 text-2xl font-bold text-maroon" data-testid="tithi-result-name">
          {tithiLabel(moment.number, locale)}
        </p>
        <FactList
          items={[
            { key: 'paksha', label: t('paksha'), value: pakshaName(moment.paksha, locale) },
            { key: 'began', label: t('began'), value: instantLabel(moment.start, sel.date, locale) },
            { key: 'ends', label: t('ends'), value: instantLabel(moment.end, sel.date, locale) },
          ]}
        />
      </Card>
      <Card id="tithi-next" title={t('nextTitle', { tithi: tithiLabel(tithi, locale) })} subtitle={t('nextIntro', { date: formatDate(sel.date, locale, 'medium') })} data-testid="tithi-next">
        <Table head={[t('sunriseDate'), day('start'), day('end')]}>
          {next.map((o) => (
            <tr key={o.start} className={ROW}>
              <td className={`${CELL} whitespace-nowrap`}>
                <PendingLink kind="panchang" href={toolHref('todayPanchang', { city, date: o.date })} className="font-medium hover:text-saffron hover:underline">
                  {formatDate(o.date, locale, 'medium')}
                </PendingLink>
                <span className="block text-xs text-muted">{o.kshaya ? t('noSunriseDate') : formatDate(o.date, locale, 'weekday')}</span>
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(o.start, o.date, locale)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(o.end, o.date, locale)}</td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}

/** Choose a nakshatra and years; every period of the Moon in it with start and end. */
export async function NakshatraFinderView({ sel, nakshatra, from, to }: { sel: PageSelection; nakshatra: number | null; from: number; to: number }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraFinderPage' });
  const { locale } = sel;
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const years = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);
  const periods = nakshatra ? nakshatraPeriods(nakshatra, from, to, sel.place) : [];
  return (
    <>
      <Card id="finder-form" title={t('formTitle')}>
        <FinderForm finder="nakshatra" method="get" action={localizedPath(locale, canonicalPath('nakshatraFinder', sel))} className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_auto] sm:items-end" data-testid="nakshatra-form">
          <KeepDate sel={sel} />
          <label className="col-span-2 sm:col-span-1">
            <span className={LABEL}>{t('nakshatraLabel')}</span>
            <select name="nakshatra" defaultValue={nakshatra ?? ''} required className={FIELD}>
              <option value="" disabled>
                —
              </option>
              {Array.from({ length: 27 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}. {nameOf('nakshatra', n, locale)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>{t('fromLabel')}</span>
            <select name="from" defaultValue={from} className={FIELD}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>{t('toLabel')}</span>
            <select name="to" defaultValue={to} className={FIELD}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`${SUBMIT} col-span-2 sm:col-span-1`}>
            {t('submit')}
          </button>
        </FinderForm>
      </Card>
      {nakshatra ? (
        <Card
          id="finder-results"
          title={t('resultsTitle', { nakshatra: nameOf('nakshatra', nakshatra, locale), range: from === to ? String(from) : `${from}–${to}` })}
          subtitle={t('count', { count: periods.length })}
          data-testid="nakshatra-results"
        >
          <Table head={[t('sunriseDates'), t('start'), t('end')]}>
            {periods.map((o) => (
              <tr key={o.start} className={ROW} data-testid="nakshatra-period">
                <td className={`${CELL} whitespace-nowrap`}>
                  {o.kshaya ? (
                    <span className="text-muted">{t('none')}</span>
                  ) : (
                    <PendingLink kind="panchang" href={toolHref('todayPanchang', { city, date: o.date })} className="font-medium hover:text-saffron hover:underline">
                      {formatDate(o.date, locale, 'medium')}
                    </PendingLink>
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(o.start, o.date, locale)}</td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{instantLabel(o.end, o.date, locale)}</td>
              </tr>
            ))}
          </Table>
        </Card>
      ) : (
        <p className="text-sm text-muted">{t('choose')}</p>
      )}
    </>
  );
}
