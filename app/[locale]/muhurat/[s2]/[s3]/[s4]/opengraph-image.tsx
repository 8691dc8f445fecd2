/** The share card of a page of the Muhurat section, 4 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['muhurat']);
export default sectionImage(['muhurat']);
