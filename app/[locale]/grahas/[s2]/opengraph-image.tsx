/** The share card of a page of the planets section, 2 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['grahas']);
export default sectionImage(['grahas']);
