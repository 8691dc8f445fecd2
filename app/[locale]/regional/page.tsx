/** A page of the regional calendars, 1 segment deep: lib/urls reads the path, app/_pages renders it (app/_pages/route.tsx). */
import { sectionRoute } from '@/app/_pages/route';
import { VIEWS } from '@/app/_pages/views/regional';

const route = sectionRoute(['regional'], VIEWS, 1);
export const generateMetadata = route.generateMetadata;
export default route.Page;
