import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { DoGhatiRow, DoGhatiView as DoGhatiVm, GowriRow, GowriView as GowriVm } from '@/lib/view/daily-muhurtas';
import { Live, NowPill } from '../live/Live';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table, TimeCell, type Head } from '../ui/Table';

const TONE = { auspicious: 'good', inauspicious: 'bad' } as const;

type Namespace = 'gowriPage' | 'doGhatiPage';

/**
 * A table of the day's parts and one of the night's (messages
 * `{namespace}.dayTitle` / `nightTitle`), then where the table comes from
 * and how far its source can be trusted (`sourceTitle`, `source`).
 */
async function DayAndNight<R>({ sel, namespace, testId, vm, head, row }: { sel: PageSelection; namespace: Namespace; testId: string; vm: { day: R[]; night: R[] }; head: Head[]; row: (r: R) => ReactNode }) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {(['day', 'night'] as const).map((period) => (
        <Card key={period} id={`${testId}-${period}`} title={t(period === 'day' ? 'dayTitle' : 'nightTitle')} data-testid={`${testId}-${period}`}>
          {vm[period].length > 0 ? <Table head={head}>{vm[period].map(row)}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
        </Card>
      ))}
      <Card id="source" title={t('sourceTitle')} data-testid="table-source">
        <p className="text-sm text-fg">{t('source')}</p>
      </Card>
    </div>
  );
}

/** The 8 day and 8 night parts of the Gowri Panchangam, the current one highlighted (by the browser's clock). */
export async function GowriView({ vm, sel }: { vm: GowriVm; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'gowriPage' });
  const now = (await getTranslations({ locale: sel.locale, namespace: 'day' }))('now');
  const row = (p: GowriRow) => (
    <Live key={p.start} as="tr" start={p.start} end={p.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="gowri-row">
      <td className={CELL} data-quality={p.quality}>
        <span className="mr-2 font-medium">{p.name}</span>
        <Pill tone={TONE[p.quality]}>{p.qualityName}</Pill>
        <NowPill start={p.start} end={p.end} serverNow={sel.now} label={now} />
      </td>
      <TimeCell text={p.range} />
    </Live>
  );
  return <DayAndNight sel={sel} namespace="gowriPage" testId="gowri" vm={vm} head={[t('name'), t('time')]} row={row} />;
}

/** The 15 day and 15 night Do Ghati muhurtas, the weekday's Durmuhurta marked, the current one highlighted. */
export async function DoGhatiView({ vm, sel }: { vm: DoGhatiVm; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'doGhatiPage' });
  const now = (await getTranslations({ locale: sel.locale, namespace: 'day' }))('now');
  const row = (m: DoGhatiRow) => (
    <Live key={m.start} as="tr" start={m.start} end={m.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="do-ghati-row">
      <td className={`${CELL} tabular-nums text-muted`}>{m.number}</td>
      <td className={CELL} data-quality={m.quality}>
        <span className="mr-2 font-medium">{m.name}</span>
        <Pill tone={TONE[m.quality]}>{m.qualityName}</Pill>
        {m.durmuhurta && (
          <Pill tone="bad" className="ml-1">
            {m.durmuhurta}
          </Pill>
        )}
        <NowPill start={m.start} end={m.end} serverNow={sel.now} label={now} />
      </td>
      <TimeCell text={m.range} />
    </Live>
  );
  return <DayAndNight sel={sel} namespace="doGhatiPage" testId="do-ghati" vm={vm} head={[t('number'), t('name'), t('time')]} row={row} />;
}
