import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { NakshatraFinderView } from '@/app/_components/tools/FinderViews';
import { firstParam } from '@/lib/selection';
import { MAX_YEARS, nakshatraNumberSchema, parseYearRange } from '@/lib/view/finders';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('nakshatraFinder', 'nakshatraFinderPage', await loadSelection(props));
}

export default async function NakshatraFinderPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const q = sel.query;
  const rawN = firstParam(q.nakshatra);
  let nakshatra: number | null = null;
  if (rawN !== undefined && rawN !== '') {
    const r = nakshatraNumberSchema.safeParse(rawN);
    if (!r.success) notFound();
    nakshatra = r.data;
  }
  const range = parseYearRange({ year: firstParam(q.year), from: firstParam(q.from), to: firstParam(q.to) }, Number(sel.date.slice(0, 4)));
  if (!range.ok) notFound();
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraFinderPage' });
  const keep = { nakshatra: rawN || undefined, from: firstParam(q.from) || firstParam(q.year) || undefined, to: firstParam(q.to) || firstParam(q.year) || undefined };
  return (
    <ToolLayout tool="nakshatraFinder" sel={sel} title={t('heading')} intro={t('intro', { max: MAX_YEARS })} extra={keep}>
      <NakshatraFinderView sel={sel} nakshatra={nakshatra} from={range.from} to={range.to} />
    </ToolLayout>
  );
}
