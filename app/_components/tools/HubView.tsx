import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName } from '@/lib/selection/params';
import { toolLoading, type ToolKey } from '@/lib/tools';
import { linkTo, takesCity } from '@/lib/urls';
import type { Highlight, HubView as View } from '@/lib/view/hubs';
import { PendingLink } from '../controls/Pending';
import { ClientMessages } from '../i18n/ClientMessages';
import { FestivalBanner } from '../panchang/FestivalBanner';
import { Card } from '../ui/Card';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const TONE: Record<NonNullable<Highlight['tone']>, string> = {
  good: 'border-l-emerald-600 dark:border-l-emerald-400',
  bad: 'border-l-red-600 dark:border-l-red-400',
  neutral: 'border-l-line',
};

/**
 * A section's landing page: the day's highlights for the selected city (each
 * a link to the page that shows it in full) and what each tool of the
 * section is, with a link to it. Links keep the URL's city and date.
 * `children` (a primer) go between the two.
 */
export async function HubView({ vm, sel, children }: { vm: View; sel: PageSelection; children?: ReactNode }) {
  const t = (await getTranslations({ locale: sel.locale })) as unknown as Translate;
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const date = sel.dateFromUrl ? sel.date : null;
  const href = (k: ToolKey) => linkTo(k, { city: takesCity(k) ? city : null, date, conv: sel.conventionsFromUrl });
  const cityName = cityDisplayName(sel.city, sel.locale);
  const detail = (h: Highlight): string | null => {
    if (h.badge) {
      if (h.badge.kind === 'till') return t('panchangCard.till', { time: h.badge.time });
      return t(h.badge.kind === 'allDay' ? 'panchangCard.allDay' : 'panchangCard.fullNight');
    }
    return h.range ?? null;
  };
  const none = (h: Highlight) => (h.none === 'noAbhijit' ? t('timingsCard.noAbhijit') : t('timingsCard.none'));

  return (
    <ClientMessages group="pickers">
      <FestivalBanner items={vm.festivals} locale={sel.locale} />
      <Card
        id="hub-today"
        title={vm.isToday ? t('hubs.todayTitle', { city: cityName }) : t('hubs.dayTitle', { city: cityName, date: formatDate(sel.date, sel.locale, 'medium') })}
        subtitle={t('hubs.glanceIntro', { city: cityName })}
        tone="accent"
        data-testid="hub-highlights"
      >
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {vm.highlights.map((h, i) => {
            const label = 'text' in h.label ? h.label.text : t(h.label.key);
            const sub = h.value === null ? null : detail(h);
            return (
              <li key={i}>
                <PendingLink
                  kind={toolLoading(h.tool)}
                  href={href(h.tool)}
                  className={`block h-full rounded-xl border border-line border-l-4 bg-surface px-3 py-2 hover:border-saffron ${TONE[h.tone ?? 'neutral']}`}
                  data-testid="hub-highlight"
                >
                  <span className="block text-xs font-medium uppercase tracking-wide text-muted">{label}</span>
                  <span className="block font-semibold text-fg tabular-nums">{h.value ?? none(h)}</span>
                  {sub && <span className="block text-xs text-muted tabular-nums">{sub}</span>}
                </PendingLink>
              </li>
            );
          })}
        </ul>
      </Card>
      {children}
      <section aria-labelledby="hub-tools-title" data-testid="hub-tools">
        <h2 id="hub-tools-title" className="card-title mb-3">
          {t('hubs.toolsTitle')}
        </h2>
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2">
          {vm.tools.map((k) => (
            <li key={k} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
              <h3 className="font-semibold">
                <PendingLink kind={toolLoading(k)} href={href(k)} className="text-saffron hover:underline">
                  {t(`tools.${k}.label`)}
                </PendingLink>
              </h3>
              <p className="mt-1 text-sm text-fg">{t(`hubs.tools.${k}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </ClientMessages>
  );
}
