/** The home page at the default city (`/`); at another city it is `/{city}` (app/_pages/views/home.tsx renders both). */
import { sectionRoute } from '@/app/_pages/route';
import { VIEWS } from '@/app/_pages/views/home';

const route = sectionRoute([], VIEWS, 1);
export const generateMetadata = route.generateMetadata;
export default route.Page;
