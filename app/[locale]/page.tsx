/** The home page at the default city (`/`); at another city it is `/{city}` (app/_pages/home.tsx renders both). */
import { RoutePage, routeMetadata } from '@/app/_pages/route';

export const generateMetadata = routeMetadata;
export default RoutePage;
