/** The share card of a page of the print sheets, 2 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['print']);
export default sectionImage(['print']);
