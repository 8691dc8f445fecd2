/** /festivals/{year}/{month}/{city}?type=: one month of festivals at a city (`/festivals/2026/march/varanasi`). */
import { FestivalMonthPage, festivalMonthMetadata } from '@/app/_components/festivals/FestivalMonthPage';
import { loadFestivalMonthSelection, type FestivalMonthPageProps } from '@/app/_loaders/festivals';

export async function generateMetadata(props: FestivalMonthPageProps) {
  return festivalMonthMetadata(await loadFestivalMonthSelection(props), true);
}

export default async function FestivalMonthRoute(props: FestivalMonthPageProps) {
  return <FestivalMonthPage m={await loadFestivalMonthSelection(props)} monthRoute />;
}
