/** /festivals/amavasya?city=&year=: every Amavasya of the year at a city. */
import { observanceListPage } from '@/app/_components/festivals/list-page';

const page = observanceListPage('amavasya');

export const generateMetadata = page.generateMetadata;
export default page.Page;
