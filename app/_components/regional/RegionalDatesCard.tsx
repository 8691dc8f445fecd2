import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import { pagePath, type PageParams } from '@/lib/urls';
import { isSolarCalendar, SCRIPT_LANG, type RegionalDatesView } from '@/lib/view/regional';
import { Card, FactList } from '../ui/Card';

/**
 * The day page's "Regional dates" row: the date in the four solar calendars
 * (each linking to its month at the page's city) and the four lunar years,
 * the month also in the region's own script.
 */
export async function RegionalDatesCard({ vm, locale, city, conv }: { vm: RegionalDatesView; locale: Locale; city: string | null; conv: PageParams['conv'] }) {
  const t = await getTranslations({ locale, namespace: 'regionalPages.day' });
  const items: { key: string; label: string; value: ReactNode }[] = vm.rows.map((r) => {
    const values = { month: r.monthName, day: r.day ?? 0, era: r.eraName, year: r.year };
    const text = r.day === null ? t('lunar', values) : t('solar', values);
    const named = r.yearName ? `${text} (${r.yearName})` : text;
    return {
      key: r.calendar,
      label: r.calendarName,
      value: (
        <>
          {isSolarCalendar(r.calendar) ? (
            <SiteLink
              href={pagePath('regionalMonth', { region: r.calendar, regionMonth: { year: r.year, month: r.monthKey }, ...(city ? { city, conv } : {}) })}
              className="text-maroon underline hover:no-underline"
            >
              {named}
            </SiteLink>
          ) : (
            named
          )}
          <span className="inline-note" lang={SCRIPT_LANG[r.calendar]}>
            {r.monthNameInScript}
          </span>
        </>
      ),
    };
  });
  items.push({ key: 'pravishte', label: t('pravishte'), value: <>{t('pravishteValue', { sign: vm.pravishte.sign, day: vm.pravishte.day })}</> });
  return (
    <Card id="regional-dates" title={t('title')} subtitle={t('note')} data-testid="regional-dates">
      <FactList testId="regional-dates-list" items={items} />
    </Card>
  );
}
