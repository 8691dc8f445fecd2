import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { TimingsCardView } from '@/lib/view/panchang';
import { Live } from '../live/Live';
import { nowLabelStyle } from '../live/now-pill';
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
  // Each row's screen-reader word, once per card (one text node, not three: no "(", word, ")" apart).
  const quality = { good: `(${t('auspicious')})`, bad: `(${t('inauspicious')})` };
  return (
    <Card id="timings" title={title ?? t('title')} data-testid="timings-card">
      {vm.noSunrise && <p className="mb-3 text-sm text-muted">{t('noSunrise')}</p>}
      {/* The current row's ring and its "Now" pill are CSS (.timing-row, .now-pill in app/globals.css): the pill's word is on the list once. */}
      <ul className="grid gap-2" style={nowLabelStyle(day('now'))}>
        {vm.rows.map(({ type, key, name: label, auspicious, window: w, none }) => {
          const base = type === 'rahu_kaal' ? 'timing-row timing-rahu' : 'timing-row';
          const name = (
            <span className="entry-name">
              <Dot good={auspicious} />
              {label}
              <span className="sr-only">{auspicious ? quality.good : quality.bad}</span>
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
          // Whole milliseconds: the fraction is noise in the page's payload.
          return (
            <Live key={key} as="li" start={Math.round(w.start)} end={Math.round(w.end)} serverNow={serverNow} className={base} data-testid={`timing-${type}`}>
              {name}
              <span className="time-range now-pill">
                {w.range}
              </span>
            </Live>
          );
        })}
      </ul>
      {footer}
    </Card>
  );
}
