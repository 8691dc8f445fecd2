/** The share card of a page of the lagna table, 3 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['lagna']);
export default sectionImage(['lagna']);
