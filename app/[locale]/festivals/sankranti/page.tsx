/** /festivals/sankranti?city=&year=: every Sankranti of the year at a city. */
import { observanceListPage } from '@/app/_components/festivals/list-page';

const page = observanceListPage('sankranti');

export const generateMetadata = page.generateMetadata;
export default page.Page;
