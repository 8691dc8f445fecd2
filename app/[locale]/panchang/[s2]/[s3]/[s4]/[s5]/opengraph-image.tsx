/** The share card of a page of the Panchang section, 5 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['panchang']);
export default sectionImage(['panchang']);
