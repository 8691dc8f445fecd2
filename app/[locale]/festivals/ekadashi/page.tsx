/** /festivals/ekadashi?city=&year=: every Ekadashi of the year at a city. */
import { observanceListPage } from '@/app/_components/festivals/list-page';

const page = observanceListPage('ekadashi');

export const generateMetadata = page.generateMetadata;
export default page.Page;
