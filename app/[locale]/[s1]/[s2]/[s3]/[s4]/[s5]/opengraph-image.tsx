/** The share card of a page of the home page at a city (and the 404 of a path under no section), 5 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata([]);
export default sectionImage([]);
