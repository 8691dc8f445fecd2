/** The share card of a page of the day's Panchang, 2 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['panchang', 'today']);
export default sectionImage(['panchang', 'today']);
