/** The share card of a page of the nakshatra finder, 5 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['nakshatra-finder']);
export default sectionImage(['nakshatra-finder']);
