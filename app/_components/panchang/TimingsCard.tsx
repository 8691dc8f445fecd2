import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { TimingsCardView } from '@/lib/view/panchang';
import { Live, NowPill } from '../live/Live';
import { Card } from '../ui/Card';
import { Dot } from './DayExtras';

/** The Panchang page's timings: Rahu Kaal first (highlighted), then the windows the seed lists, the current one marked. */
export async function TimingsCard({
  vm,
  locale,
  serverNow,
  title,
  footer,
}: {
  vm: TimingsCardView;
  locale: Locale;
  serverNow: number;
  title?: string;
  footer?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'timingsCard' });
  const day = await getTranslations({ locale, namespace: 'day' });
  return (
    <Card id="timings" title={title ?? t('title')} data-testid="timings-card">
      {vm.noSunrise && <p className="mb-3 text-sm text-muted">{t('noSunrise')}</p>}
      <ul className="grid gap-2">
        {vm.rows.map(({ type, key, name: label, auspicious, window: w, none }) => {
          const rahu = type === 'rahu_kaal';
          const base = rahu ? 'timing-row timing-rahu' : 'timing-row';
          const name = (
            <span className="entry-name">
              <Dot good={auspicious} />
              {label}
              <span className="sr-only">({auspicious ? t('auspicious') : t('inauspicious')})</span>
            </span>
          );
          if (!w) {
            return (
              <li key={key} className={base} data-type={type}>
                {name}
                <span className="text-muted">{t(none)}</span>
              </li>
            );
          }
          return (
            <Live key={key} as="li" start={w.start} end={w.end} serverNow={serverNow} className={base} currentClassName="ring-2 ring-saffron" data-testid={`timing-${type}`}>
              {name}
              <span className="time-range" data-type={type}>
                {w.range}
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
