import { getTranslations } from 'next-intl/server';
import type { Planet } from '@/engine';
import { formatDate } from '@/lib/format/date';
import { toolHref } from '@/lib/tools';
import { atSunrise, instantLabel, rangeLabel } from '@/lib/view/day';
import { nakshatraLord, nextNakshatras, nextTithis, tithiGroup, type Occurrence } from '@/lib/view/limb-dates';
import { nameOf, pakshaName, planetName } from '@/lib/view/names';
import { PendingLink } from '../controls/Pending';
import { panchangOf, rawDay, type PageSelection } from '../day/load';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, Table } from '../ui/Table';

/** "Sat, Nov 22 · 5:11 PM – 7:25 PM, Nov 23" style cell: the day it names, then its span. */
function NextCell({ o, sel, todayLabel, kshayaLabel }: { o: Occurrence; sel: PageSelection; todayLabel: string; kshayaLabel: string }) {
  const city = sel.cityFromUrl ? sel.city.slug : null;
  return (
    <>
      <PendingLink kind="panchang" href={toolHref('todayPanchang', { city, date: o.date })} className="font-medium text-fg hover:text-saffron hover:underline">
        {formatDate(o.date, sel.locale, 'medium')}
      </PendingLink>
      {o.date === sel.date && (
        <Pill tone="accent" className="ml-2">
          {todayLabel}
        </Pill>
      )}
      <span className="block text-xs text-muted tabular-nums">
        {rangeLabel(o.start, o.end, o.date, sel.locale)}
        {o.kshaya && ` · ${kshayaLabel}`}
      </span>
    </>
  );
}

/** The 30 tithis explained, with the tithi at sunrise today and the next date of each. */
export async function TithiListView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tithiPage' });
  const info = await getTranslations({ locale: sel.locale, namespace: 'tithiInfo' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const { locale } = sel;
  const p = panchangOf(rawDay(sel));
  const now = atSunrise(p.tithi);
  const next = new Map(nextTithis(sel.date, sel.place).map((o) => [o.number, o]));
  const infoKey = (n: number) => (n === 30 ? 't30' : `t${((n - 1) % 15) + 1}`);

  const table = (from: number) => (
    <Table head={[t('name'), t('about'), t('nextDate')]}>
      {Array.from({ length: 15 }, (_, i) => from + i).map((n) => {
        const o = next.get(n);
        return (
          <tr key={n} className={`${ROW} ${n === now.number ? 'bg-saffron-soft' : ''}`} data-testid="tithi-row" data-number={n}>
            <td className={`${CELL} whitespace-nowrap`}>
              <span className="font-semibold">{nameOf('tithi', n, locale)}</span>
              <span className="block text-xs text-muted">{t('group', { group: info(`groups.${tithiGroup(n)}`) })}</span>
            </td>
            <td className={`${CELL} min-w-[12rem] text-xs text-fg`}>{info(infoKey(n))}</td>
            <td className={`${CELL} min-w-[10rem]`}>{o ? <NextCell o={o} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={t('noSunriseDate')} /> : '—'}</td>
          </tr>
        );
      })}
    </Table>
  );

  return (
    <>
      <Card id="tithi-today" title={t('todayTitle')} tone="accent" data-testid="tithi-today">
        <ul className="grid gap-1 text-base">
          {p.tithi.map((s, i) => (
            <li key={i}>
              <span className="font-semibold text-maroon">
                {s.number === 15 || s.number === 30 ? nameOf('tithi', s.number, locale) : `${pakshaName(s.paksha, locale)} ${nameOf('tithi', s.number, locale)}`}
              </span>{' '}
              <span className="text-sm text-muted">{s.end ? pc('till', { time: instantLabel(s.end, p.date, locale) }) : pc('fullNight')}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card id="tithi-shukla" title={t('shukla')} data-testid="tithi-shukla">
        {table(1)}
      </Card>
      <Card id="tithi-krishna" title={t('krishna')} data-testid="tithi-krishna">
        {table(16)}
      </Card>
    </>
  );
}

/** The 27 nakshatras explained (deity, lord, symbol), with today's and the next date of each. */
export async function NakshatraListView({ sel }: { sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraPage' });
  const info = await getTranslations({ locale: sel.locale, namespace: 'nakshatraInfo' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const tp = await getTranslations({ locale: sel.locale, namespace: 'tithiPage' });
  const { locale } = sel;
  const p = panchangOf(rawDay(sel));
  const now = atSunrise(p.nakshatra);
  const next = new Map(nextNakshatras(sel.date, sel.place).map((o) => [o.number, o]));
  const lordName = (n: number) => {
    const lord = nakshatraLord(n);
    return lord === 'Rahu' || lord === 'Ketu' ? t(`lords.${lord.toLowerCase()}`) : planetName(lord as Planet, locale);
  };
  return (
    <>
      <Card id="nakshatra-today" title={t('todayTitle')} tone="accent" data-testid="nakshatra-today">
        <ul className="grid gap-1 text-base">
          {p.nakshatra.map((s, i) => (
            <li key={i}>
              <span className="font-semibold text-maroon">{nameOf('nakshatra', s.number, locale)}</span>{' '}
              <span className="text-sm text-muted">{s.end ? pc('till', { time: instantLabel(s.end, p.date, locale) }) : pc('fullNight')}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card id="nakshatra-list" title={t('listTitle')} data-testid="nakshatra-list">
        <Table head={[t('name'), t('about'), t('next')]}>
          {Array.from({ length: 27 }, (_, i) => i + 1).map((n) => {
            const o = next.get(n);
            return (
              <tr key={n} className={`${ROW} ${n === now.number ? 'bg-saffron-soft' : ''}`} data-testid="nakshatra-row" data-number={n}>
                <td className={`${CELL} whitespace-nowrap`}>
                  <span className="text-xs text-muted tabular-nums">{n}. </span>
                  <span className="font-semibold">{nameOf('nakshatra', n, locale)}</span>
                  <span className="block text-xs text-muted">{t('lord', { planet: lordName(n) })}</span>
                </td>
                <td className={`${CELL} min-w-[12rem] text-xs`}>{info(`n${n}`)}</td>
                <td className={`${CELL} min-w-[10rem]`}>{o ? <NextCell o={o} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={tp('noSunriseDate')} /> : '—'}</td>
              </tr>
            );
          })}
        </Table>
      </Card>
    </>
  );
}
