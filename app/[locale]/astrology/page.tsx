/** A page of the astrology hub, 1 segment deep: lib/urls reads the path, app/_pages renders it (app/_pages/route.tsx). */
import { sectionRoute } from '@/app/_pages/route';
import { VIEWS } from '@/app/_pages/views/astrology';

const route = sectionRoute(['astrology'], VIEWS, 1);
export const generateMetadata = route.generateMetadata;
export default route.Page;
