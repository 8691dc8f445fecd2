import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { DoGhatiRow, DoGhatiView as DoGhatiVm, GowriRow, GowriView as GowriVm } from '@/lib/view/daily-muhurtas';
import { Live, NowPill } from '../live/Live';
import { Card, Pill } from '../ui/Card';
import { CELL, ROW, ROW_CURRENT, Table, TimeCell } from '../ui/Table';

const TONE = { auspicious: 'good', inauspicious: 'bad' } as const;
const PERIODS = ['day', 'night'] as const;

/** Where the page's table comes from, and how far that source can be trusted (messages `{namespace}.source`). */
async function SourceNote({ sel, namespace }: { sel: PageSelection; namespace: 'gowriPage' | 'doGhatiPage' }) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  return (
    <Card id="source" title={t('sourceTitle')} data-testid="table-source">
      <p className="text-sm text-fg">{t('source')}</p>
    </Card>
  );
}

/** The 8 day and 8 night parts of the Gowri Panchangam, the current one highlighted (by the browser's clock). */
export async function GowriView({ vm, sel }: { vm: GowriVm; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'gowriPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const rows = (ps: GowriRow[]) =>
    ps.map((p, i) => (
      <Live key={i} as="tr" start={p.start} end={p.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="gowri-row">
        <td className={CELL} data-quality={p.quality}>
          <span className="mr-2 font-medium">{p.name}</span>
          <Pill tone={TONE[p.quality]}>{p.qualityName}</Pill>
          <NowPill start={p.start} end={p.end} serverNow={sel.now} label={day('now')} />
        </td>
        <TimeCell text={p.range} />
      </Live>
    ));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {PERIODS.map((period) => (
        <Card key={period} id={`gowri-${period}`} title={t(period === 'day' ? 'dayTitle' : 'nightTitle')} data-testid={`gowri-${period}`}>
          {vm[period].length > 0 ? <Table head={[t('name'), t('time')]}>{rows(vm[period])}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
        </Card>
      ))}
      <SourceNote sel={sel} namespace="gowriPage" />
    </div>
  );
}

/** The 15 day and 15 night Do Ghati muhurtas, the weekday's Durmuhurta marked, the current one highlighted. */
export async function DoGhatiView({ vm, sel }: { vm: DoGhatiVm; sel: PageSelection }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'doGhatiPage' });
  const day = await getTranslations({ locale: sel.locale, namespace: 'day' });
  const rows = (ms: DoGhatiRow[]) =>
    ms.map((m) => (
      <Live key={m.number} as="tr" start={m.start} end={m.end} serverNow={sel.now} className={ROW} currentClassName={ROW_CURRENT} data-testid="do-ghati-row">
        <td className={`${CELL} tabular-nums text-muted`}>{m.number}</td>
        <td className={CELL} data-quality={m.quality}>
          <span className="mr-2 font-medium">{m.name}</span>
          <Pill tone={TONE[m.quality]}>{m.qualityName}</Pill>
          {m.durmuhurta && (
            <Pill tone="bad" className="ml-1">
              {m.durmuhurta}
            </Pill>
          )}
          <NowPill start={m.start} end={m.end} serverNow={sel.now} label={day('now')} />
        </td>
        <TimeCell text={m.range} />
      </Live>
    ));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {PERIODS.map((period) => (
        <Card key={period} id={`do-ghati-${period}`} title={t(period === 'day' ? 'dayTitle' : 'nightTitle')} data-testid={`do-ghati-${period}`}>
          {vm[period].length > 0 ? <Table head={[t('number'), t('name'), t('time')]}>{rows(vm[period])}</Table> : <p className="text-sm text-muted">{day('noPeriods')}</p>}
        </Card>
      ))}
      <SourceNote sel={sel} namespace="doGhatiPage" />
    </div>
  );
}
