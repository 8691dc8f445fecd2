/** A page of the regional calendars, 2 segments deep: lib/urls reads the path, app/_pages renders it (app/_pages/route.tsx). */
import { sectionRoute } from '@/app/_pages/route';
import { VIEWS } from '@/app/_pages/views/regional';

const route = sectionRoute(['regional'], VIEWS, 2);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
