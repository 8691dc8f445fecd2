/** /festivals/pradosh?city=&year=: every Pradosh of the year at a city. */
import { observanceListPage } from '@/app/_components/festivals/list-page';

const page = observanceListPage('pradosh');

export const generateMetadata = page.generateMetadata;
export default page.Page;
