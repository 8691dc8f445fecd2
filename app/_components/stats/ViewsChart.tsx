import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DayViews } from '@/lib/analytics/store';
import { formatDate } from '@/lib/format/date';
import { SCALE_LABEL_GAP, barChart, layoutForScale, niceCeiling } from '@/lib/view/bar-chart';

/** Page views per day as an SVG bar chart, drawn on the server; each bar names its day and count. */
export async function ViewsChart({ days, locale }: { days: DayViews[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'stats' });
  const format = await getFormatter({ locale });
  const views = days.map((d) => d.views);
  // The top of the scale is its widest label.
  const layout = layoutForScale(format.number(niceCeiling(Math.max(0, ...views))));
  const chart = barChart(views, layout);
  const { width, height } = layout;
  const title = t('chartTitle', { from: formatDate(days[0].day, locale, 'medium'), to: formatDate(days.at(-1)!.day, locale, 'medium') });
  // A date label under every seventh bar, counted back from today.
  const labelled = (i: number) => (days.length - 1 - i) % 7 === 0;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="views-chart-title" className="h-auto w-full" data-testid="views-chart">
      <title id="views-chart-title">{title}</title>
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={chart.plot.x} x2={chart.plot.x + chart.plot.width} y1={tick.y} y2={tick.y} className="stroke-line" strokeWidth={1} />
          <text x={chart.plot.x - SCALE_LABEL_GAP} y={tick.y + 4} textAnchor="end" className="fill-muted text-[12px]">
            {format.number(tick.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((bar, i) => (
        <g key={days[i].day} data-day={days[i].day} data-views={days[i].views}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className="fill-saffron">
            <title>{t('dayViews', { date: formatDate(days[i].day, locale, 'medium'), views: days[i].views })}</title>
          </rect>
          {labelled(i) && (
            <text x={bar.cx} y={height - 6} textAnchor="middle" className="fill-muted text-[12px]">
              {formatDate(days[i].day, locale, 'short')}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
