import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date';
import { toolHref } from '@/lib/tools';
import { atSunrise, instantLabel, rangeLabel } from '@/lib/view/day';
import { nakshatraLord, nextNakshatras, nextTithis, tithiGroup, type Occurrence } from '@/lib/view/limb-dates';
import { nameOf, pakshaName } from '@/lib/view/names';
import { namesFor } from '@/lib/names/names';
import { PendingLink } from '../controls/Pending';
import { panchangOf, rawDay, type PageSelection } from '../day/load';
import { Card, Pill } from '../ui/Card';

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

/** The explainer list: one row per tithi / nakshatra, stacked on phones, three columns from `sm` up. */
function LimbList({ children }: { children: React.ReactNode }) {
  return <ul className="divide-y divide-line/70">{children}</ul>;
}

function LimbItem(props: {
  testId: string;
  number: number;
  current: boolean;
  name: string;
  sub: string;
  about: string;
  next: React.ReactNode;
  nextLabel: string;
}) {
  return (
    <li
      className={`grid gap-1 px-2 py-2.5 text-sm sm:grid-cols-[11rem_minmax(0,1fr)_12rem] sm:gap-4 ${props.current ? 'rounded-lg bg-saffron-soft' : ''}`}
      data-testid={props.testId}
      data-number={props.number}
      aria-current={props.current ? 'true' : undefined}
    >
      <div>
        <span className="font-semibold">{props.name}</span>
        <span className="block text-xs text-muted">{props.sub}</span>
      </div>
      <p className="text-xs text-fg">{props.about}</p>
      <div>
        <span className="text-xs uppercase tracking-wide text-muted sm:hidden">{props.nextLabel}: </span>
        {props.next}
      </div>
    </li>
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

  const list = (from: number) => (
    <LimbList>
      {Array.from({ length: 15 }, (_, i) => from + i).map((n) => {
        const o = next.get(n);
        return (
          <LimbItem
            key={n}
            testId="tithi-row"
            number={n}
            current={n === now.number}
            name={nameOf('tithi', n, locale)}
            sub={t('group', { group: info(`groups.${tithiGroup(n)}`) })}
            about={info(infoKey(n))}
            next={o ? <NextCell o={o} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={t('noSunriseDate')} /> : '—'}
            nextLabel={t('nextDate')}
          />
        );
      })}
    </LimbList>
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
        {list(1)}
      </Card>
      <Card id="tithi-krishna" title={t('krishna')} data-testid="tithi-krishna">
        {list(16)}
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
    return namesFor(locale).planet(lord);
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
        <LimbList>
          {Array.from({ length: 27 }, (_, i) => i + 1).map((n) => {
            const o = next.get(n);
            return (
              <LimbItem
                key={n}
                testId="nakshatra-row"
                number={n}
                current={n === now.number}
                name={`${n}. ${nameOf('nakshatra', n, locale)}`}
                sub={t('lord', { planet: lordName(n) })}
                about={info(`n${n}`)}
                next={o ? <NextCell o={o} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={tp('noSunriseDate')} /> : '—'}
                nextLabel={t('next')}
              />
            );
          })}
        </LimbList>
      </Card>
    </>
  );
}
