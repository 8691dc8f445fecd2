import { getTranslations } from 'next-intl/server';
import { MUHURAT_QUALITY, type MuhuratType, type Muhurats, type MuhuratWindow } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { rangeLabel } from '@/lib/view/day';
import { muhuratName } from '@/lib/view/names';
import { Live, NowPill } from '../live/Live';
import { Card } from '../ui/Card';

/** The order of the Panchang page's timings card: Rahu Kaal first (highlighted), then the rest as the seed lists them. */
export const TIMINGS_CARD_ORDER: readonly MuhuratType[] = ['rahu_kaal', 'brahma', 'abhijit', 'godhuli', 'yamaganda', 'gulika', 'durmuhurta'];

export async function TimingsCard({
  m,
  locale,
  serverNow,
  title,
  footer,
}: {
  m: Muhurats;
  locale: Locale;
  serverNow: number;
  title?: string;
  footer?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'timingsCard' });
  const day = await getTranslations({ locale, namespace: 'day' });
  const rows = TIMINGS_CARD_ORDER.flatMap((type): { type: MuhuratType; w: MuhuratWindow | null; key: string }[] => {
    const ws = m.windows.filter((w) => w.type === type);
    return ws.length > 0 ? ws.map((w, i) => ({ type, w, key: `${type}-${i}` })) : [{ type, w: null, key: type }];
  });
  return (
    <Card id="timings" title={title ?? t('title')} data-testid="timings-card">
      {m.noSunrise && <p className="mb-3 text-sm text-muted">{t('noSunrise')}</p>}
      <ul className="grid gap-2">
        {rows.map(({ type, w, key }) => {
          const rahu = type === 'rahu_kaal';
          const good = MUHURAT_QUALITY[type] === 'auspicious';
          const base = `flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border px-3 py-2 text-sm ${
            rahu ? 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/60' : 'border-line'
          }`;
          const name = (
            <span className="flex items-center gap-2 font-medium text-fg">
              <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${good ? 'bg-emerald-500' : 'bg-red-500'}`} />
              {muhuratName(type, locale)}
              <span className="sr-only">({good ? t('auspicious') : t('inauspicious')})</span>
            </span>
          );
          if (!w) {
            return (
              <li key={key} className={base} data-type={type}>
                {name}
                <span className="text-muted">{type === 'abhijit' && m.windows.length > 0 ? t('noAbhijit') : t('none')}</span>
              </li>
            );
          }
          return (
            <Live key={key} as="li" start={w.start} end={w.end} serverNow={serverNow} className={base} currentClassName="ring-2 ring-saffron" data-testid={`timing-${type}`}>
              {name}
              <span className="font-medium tabular-nums text-fg" data-type={type}>
                {rangeLabel(w.start, w.end, m.date, locale)}
                <NowPill start={w.start} end={w.end} serverNow={serverNow} label={day('now')} />
              </span>
            </Live>
          );
        })}
      </ul>
      {footer}
    </Card>
  );
}
