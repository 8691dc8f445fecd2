/** The share card of a computed page 5 segment(s) deep (app/_pages/route.tsx). */
import { routeImage, routeImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = routeImageMetadata;
export default routeImage;
