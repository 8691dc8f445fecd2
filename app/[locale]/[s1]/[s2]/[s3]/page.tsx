/** A computed page 3 segment(s) deep: lib/urls reads the path, app/_pages renders it (app/_pages/route.tsx). */
import { RoutePage, routeMetadata, samplePath } from '@/app/_pages/route';

export const generateStaticParams = samplePath(3);
export const generateMetadata = routeMetadata;
export default RoutePage;
