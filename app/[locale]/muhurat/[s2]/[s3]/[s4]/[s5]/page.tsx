/** A page of the Muhurat section, 5 segments deep: lib/urls reads the path, app/_pages renders it (app/_pages/route.tsx). */
import { sectionRoute } from '@/app/_pages/route';
import { VIEWS } from '@/app/_pages/views/muhurat';

const route = sectionRoute(['muhurat'], VIEWS, 5);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
