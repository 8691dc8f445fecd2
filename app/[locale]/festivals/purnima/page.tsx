/** /festivals/purnima?city=&year=: every Purnima of the year at a city. */
import { observanceListPage } from '@/app/_components/festivals/list-page';

const page = observanceListPage('purnima');

export const generateMetadata = page.generateMetadata;
export default page.Page;
