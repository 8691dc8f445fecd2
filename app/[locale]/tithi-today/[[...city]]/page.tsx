import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadSelection, panchangOf, rawDay, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { TithiTodayView } from '@/app/_components/tools/FinderViews';
import { firstParam } from '@/lib/selection';
import { localClock, timeSchema, tithiAtLocal, tithiNumberSchema } from '@/lib/view/finders';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('tithiToday', 'tithiTodayPage', await loadSelection(props));
}

export default async function TithiTodayPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const rawTime = firstParam(sel.query.time);
  const rawTithi = firstParam(sel.query.tithi);
  // No time given: now on today's page, the sunrise on any other day (the tithi the day is named after).
  let time: string;
  if (rawTime !== undefined && rawTime !== '') {
    const r = timeSchema.safeParse(rawTime);
    if (!r.success) notFound();
    time = r.data;
  } else if (sel.date === sel.today) {
    time = localClock(sel.now, sel.place.tz);
  } else {
    // Where the Sun does not rise the Panchang day starts at local midnight.
    const sunrise = panchangOf(rawDay(sel)).sunrise;
    time = sunrise ? sunrise.slice(11, 16) : '00:00';
  }
  const moment = tithiAtLocal(sel.date, time, sel.place);
  let tithi = moment.number;
  if (rawTithi !== undefined && rawTithi !== '') {
    const r = tithiNumberSchema.safeParse(rawTithi);
    if (!r.success) notFound();
    tithi = r.data;
  }
  const t = await getTranslations({ locale: sel.locale, namespace: 'tithiTodayPage' });
  return (
    <ToolLayout tool="tithiToday" sel={sel} title={t('heading')} intro={t('intro')} extra={{ time: rawTime || undefined, tithi: rawTithi || undefined }}>
      <TithiTodayView sel={sel} time={time} moment={moment} tithi={tithi} />
    </ToolLayout>
  );
}
