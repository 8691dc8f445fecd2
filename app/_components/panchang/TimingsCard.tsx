import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { TimingsCardView } from '@/lib/view/panchang';
import { Live } from '../live/Live';
import { nowLabelStyle } from '../live/now-pill';
import { Card } from '../ui/Card';

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
      {vm.noSunrise ? <p className="mb-3 text-sm text-muted">{t('noSunrise')}</p> : null}
      {/*
        The rows are styled from the list (.timings in app/globals.css): the name's dot by the row's good/bad
        class, the current row's ring and its "Now" pill by its aria-current, the pill's word on the list once.
        The keys are the rows' places (the list is never reordered in the browser).
      */}
      <ul className="timings" style={nowLabelStyle(day('now'))}>
        {vm.rows.map(({ type, name: label, auspicious, window: w, none }, i) => {
          const cls = `${auspicious ? 'good' : 'bad'}${type === 'rahu_kaal' ? ' rahu' : ''}`;
          const name = (
            <span>
              {label}
              <span className="sr-only">{auspicious ? quality.good : quality.bad}</span>
            </span>
          );
          if (!w) {
            return (
              <li key={i} className={cls} data-type={type}>
                {name}
                <span className="font-normal text-muted">{t(none)}</span>
              </li>
            );
          }
          const testId = `timing-${type}`;
          // A window over before the page was rendered is never current for anyone who reads the page (it is kept
          // as rendered, and clocks move on): a plain row, without a live one's bounds and component in the payload.
          if (w.end <= serverNow) {
            return (
              <li key={i} className={cls} data-testid={testId}>
                {name}
                <span>{w.range}</span>
              </li>
            );
          }
          // Whole milliseconds: the fraction is noise in the page's payload.
          return (
            <Live key={i} as="li" start={Math.round(w.start)} end={Math.round(w.end)} serverNow={serverNow} className={cls} data-testid={testId}>
              {name}
              <span>{w.range}</span>
            </Live>
          );
        })}
      </ul>
      {footer ?? null}
    </Card>
  );
}
