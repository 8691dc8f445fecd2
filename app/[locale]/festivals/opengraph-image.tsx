/** The share card of a page of the festival section, 1 segment deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['festivals']);
export default sectionImage(['festivals']);
