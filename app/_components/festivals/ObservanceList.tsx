import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { MAX_YEAR, MIN_YEAR } from '@/engine';
import { linkTo } from '@/lib/urls';
import type { ObservanceListView, ObservanceRow, OtherDay, RowFact } from '@/lib/view/festivals';
import { PendingLink } from '../controls/Pending';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';
import { Card } from '../ui/Card';
import { CELL, ROW, Table, type Head } from '../ui/Table';
import { EventTitle } from './EventTitle';

type Translate = (key: string, values?: Record<string, string | number>) => string;

interface Column {
  head: Head;
  cell: (r: ObservanceRow) => ReactNode;
}

const Muted = ({ children }: { children: ReactNode }) => <span className="block text-xs tabular-nums text-muted">{children}</span>;

function Facts({ facts, keys, label = false }: { facts: RowFact[]; keys: string[]; label?: boolean }) {
  const shown = facts.filter((f) => keys.includes(f.key));
  if (shown.length === 0) return <span className="text-muted">—</span>;
  return (
    <>
      {shown.map((f, i) => (
        <span key={f.key} className={`block tabular-nums ${i === 0 && !label ? 'text-fg' : 'text-xs text-muted'}`} data-fact={f.key}>
          {label || i > 0 ? `${f.label}: ` : ''}
          {f.value}
        </span>
      ))}
    </>
  );
}

function DateCell({ date, dateLabel, weekday }: { date: string; dateLabel: string; weekday: string }) {
  return (
    <>
      <time dateTime={date} className="block whitespace-nowrap font-medium text-fg">
        {dateLabel}
      </time>
      <Muted>{weekday}</Muted>
    </>
  );
}

/** The other day's cell: its date and facts where it differs, "Same day" where it does not. */
function OtherCell({ other, t, keys }: { other: OtherDay | null; t: Translate; keys: string[] }) {
  if (!other) return <span className="text-muted">{t('sameDay')}</span>;
  return (
    <span data-testid="other-day" data-date={other.date}>
      <DateCell {...other} />
      {other.facts
        .filter((f) => keys.includes(f.key))
        .map((f) => (
          <Muted key={f.key}>
            {f.label}: {f.value}
          </Muted>
        ))}
    </span>
  );
}

/** The columns each list shows beside date, title and tithi. */
function extraColumns(vm: ObservanceListView, t: Translate): Column[] {
  switch (vm.type) {
    case 'ekadashi':
      return [
        { head: t('ekadashi.paranaColumn'), cell: (r) => <Facts facts={r.facts} keys={['parana', 'hari-vasara-end', 'dwadashi-end']} /> },
        { head: t('ekadashi.otherColumn', { tradition: vm.emphasis }), cell: (r) => <OtherCell other={r.other} t={t} keys={['parana']} /> },
      ];
    case 'purnima':
      return [{ head: t('purnima.vratColumn'), cell: (r) => <OtherCell other={r.other} t={t} keys={['moonrise']} /> }];
    case 'pradosh':
      return [{ head: t('pradosh.kaalColumn'), cell: (r) => <Facts facts={r.facts} keys={['pradosh']} /> }];
    case 'sankranti':
      return [
        { head: t('sankranti.momentColumn'), cell: (r) => <Facts facts={r.facts} keys={['sankranti']} /> },
        { head: t('sankranti.punyaColumn'), cell: (r) => <Facts facts={r.facts} keys={['punya-kaal', 'maha-punya-kaal']} /> },
      ];
    default:
      return [];
  }
}

/** A year of one observance: the table (one row per observance) and previous / next year. */
export async function ObservanceList({ vm, sel }: { vm: ObservanceListView; sel: PageSelection }) {
  const t = (await getTranslations({ locale: sel.locale, namespace: 'festivalLists' })) as unknown as Translate;
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const yearHref = (year: number) => linkTo(vm.type, { city, date: `${year}-01-01`, conv: sel.conventionsFromUrl });
  const nav = 'inline-flex items-center gap-1 chip-link';
  const hasTithi = vm.type !== 'sankranti';
  const columns: Column[] = [
    { head: vm.type === 'purnima' ? t('purnima.snanColumn') : t('dateColumn'), cell: (r) => <DateCell {...r.row} /> },
    {
      head: t('nameColumn'),
      cell: (r) => (
        <>
          <EventTitle row={r.row} />
          {r.aliases.length > 0 && <span className="block text-xs text-maroon">{t('also', { names: r.aliases.join(', ') })}</span>}
        </>
      ),
    },
    ...(hasTithi
      ? [
          {
            head: t('tithiColumn'),
            cell: (r: ObservanceRow) =>
              r.row.tithi ? (
                <>
                  <span className="block text-fg">{r.row.tithi.name}</span>
                  <Muted>{r.row.tithi.range}</Muted>
                </>
              ) : (
                <span className="text-muted">—</span>
              ),
          },
        ]
      : []),
    ...extraColumns(vm, t),
  ];
  const differing = vm.type === 'ekadashi' || vm.type === 'purnima' ? t(`${vm.type}.differing`, { count: vm.differing, tradition: vm.emphasis }) : null;
  return (
    <Card id="observance-list" title={String(vm.year)} subtitle={differing} data-testid="observance-list" action={
      <nav aria-label={`${t('previousYear')} / ${t('nextYear')}`} className="flex gap-2">
        {vm.year > MIN_YEAR && (
          <PendingLink kind="panchang" href={yearHref(vm.year - 1)} className={nav} rel="prev" data-testid="previous-year">
            <ChevronLeftIcon />
            {vm.year - 1}
          </PendingLink>
        )}
        {vm.year < MAX_YEAR && (
          <PendingLink kind="panchang" href={yearHref(vm.year + 1)} className={nav} rel="next" data-testid="next-year">
            {vm.year + 1}
            <ChevronRightIcon />
          </PendingLink>
        )}
      </nav>
    }>
      {vm.rows.length === 0 ? (
        <p className="text-sm text-muted">{t('none', { year: vm.year })}</p>
      ) : (
        <Table head={columns.map((c) => c.head)} testId="observance-table" cards>
          {vm.rows.map((r) => (
            <tr key={r.row.id} className={ROW} data-testid="observance-row" data-date={r.row.date} data-slug={r.row.slug}>
              {columns.map((c, i) => (
                // Phones: date and name head the card, the other columns are labelled.
                <td key={i} className={`${CELL} ${i === 1 ? 'min-w-[11rem]' : 'min-w-[8rem]'}`} data-label={i > 1 && typeof c.head === 'string' ? c.head : undefined}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
