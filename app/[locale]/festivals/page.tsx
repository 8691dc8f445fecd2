/** /festivals?city=&date=&type=: the month of festivals (today's, New Delhi's unless the query or the visitor's city says otherwise). */
import { FestivalMonthPage, festivalMonthMetadata } from '@/app/_components/festivals/FestivalMonthPage';
import { loadFestivalsSelection, type FestivalsPageProps } from '@/app/_loaders/festivals';

export async function generateMetadata(props: FestivalsPageProps) {
  return festivalMonthMetadata(await loadFestivalsSelection(props), false);
}

export default async function FestivalsPage(props: FestivalsPageProps) {
  return <FestivalMonthPage m={await loadFestivalsSelection(props)} monthRoute={false} />;
}
