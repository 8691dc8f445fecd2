import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { linkTo } from '@/lib/urls';
import type { NakshatraListView as NakshatraVM, NextView, TithiListView as TithiVM } from '@/lib/view/limb-lists';
import type { SegmentRow } from '@/lib/view/panchang';
import { PendingLink } from '../controls/Pending';
import { Card, Pill } from '../ui/Card';

/** "Nov 22, 2025 · 5:11 PM – 7:25 PM, Nov 23" style cell: the day it names (a link to its Panchang), then its span. */
function NextCell({ o, sel, todayLabel, kshayaLabel }: { o: NextView; sel: PageSelection; todayLabel: string; kshayaLabel: string }) {
  const city = sel.cityFromUrl ? sel.city.slug : null;
  return (
    <>
      <PendingLink kind="panchang" href={linkTo('todayPanchang', { city, date: o.date, conv: sel.conventionsFromUrl })} className="quiet-link font-medium">
        {o.dateLabel}
      </PendingLink>
      {o.selected && (
        <Pill tone="accent" className="ml-2">
          {todayLabel}
        </Pill>
      )}
      <span className="block text-xs text-muted tabular-nums">
        {o.range}
        {o.kshaya && ` · ${kshayaLabel}`}
      </span>
    </>
  );
}

/** The selected day's segments: each with "till 5:12 PM", or "full night" when it runs past the next sunrise. */
function TodayList({ rows, till, fullNight }: { rows: SegmentRow[]; till: (time: string) => string; fullNight: string }) {
  return (
    <ul className="grid gap-1 text-base">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="font-semibold text-maroon">{r.name}</span>{' '}
          <span className="text-sm text-muted">{r.badge.kind === 'till' ? till(r.badge.time) : fullNight}</span>
        </li>
      ))}
    </ul>
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
export async function TithiListView({ vm, sel }: { vm: TithiVM; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'tithiPage' });
  const info = await getTranslations({ locale: sel.locale, namespace: 'tithiInfo' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const infoKey = (n: number) => (n === 30 ? 't30' : `t${((n - 1) % 15) + 1}`);
  const list = (rows: TithiVM['rows']) => (
    <LimbList>
      {rows.map((r) => (
        <LimbItem
          key={r.number}
          testId="tithi-row"
          number={r.number}
          current={r.number === vm.current}
          name={r.name}
          sub={t('group', { group: info(`groups.${r.group}`) })}
          about={info(infoKey(r.number))}
          next={r.next ? <NextCell o={r.next} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={t('noSunriseDate')} /> : '—'}
          nextLabel={t('nextDate')}
        />
      ))}
    </LimbList>
  );

  return (
    <>
      <Card id="tithi-today" title={t('todayTitle')} tone="accent" data-testid="tithi-today">
        <TodayList rows={vm.today} till={(time) => pc('till', { time })} fullNight={pc('fullNight')} />
      </Card>
      <Card id="tithi-shukla" title={t('shukla')} data-testid="tithi-shukla">
        {list(vm.rows.slice(0, 15))}
      </Card>
      <Card id="tithi-krishna" title={t('krishna')} data-testid="tithi-krishna">
        {list(vm.rows.slice(15))}
      </Card>
    </>
  );
}

/** The 27 nakshatras explained (deity, lord, symbol), with today's and the next date of each. */
export async function NakshatraListView({ vm, sel }: { vm: NakshatraVM; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraPage' });
  const info = await getTranslations({ locale: sel.locale, namespace: 'nakshatraInfo' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const tp = await getTranslations({ locale: sel.locale, namespace: 'tithiPage' });
  return (
    <>
      <Card id="nakshatra-today" title={t('todayTitle')} tone="accent" data-testid="nakshatra-today">
        <TodayList rows={vm.today} till={(time) => pc('till', { time })} fullNight={pc('fullNight')} />
      </Card>
      <Card id="nakshatra-list" title={t('listTitle')} data-testid="nakshatra-list">
        <LimbList>
          {vm.rows.map((r) => (
            <LimbItem
              key={r.number}
              testId="nakshatra-row"
              number={r.number}
              current={r.number === vm.current}
              name={`${r.number}. ${r.name}`}
              sub={t('lord', { planet: r.lord })}
              about={info(`n${r.number}`)}
              next={r.next ? <NextCell o={r.next} sel={sel} todayLabel={t('todayBadge')} kshayaLabel={tp('noSunriseDate')} /> : '—'}
              nextLabel={t('next')}
            />
          ))}
        </LimbList>
      </Card>
    </>
  );
}
