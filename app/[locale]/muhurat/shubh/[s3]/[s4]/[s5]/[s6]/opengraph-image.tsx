/** The share card of a page of Shubh Muhurat, 6 segments deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['muhurat', 'shubh']);
export default sectionImage(['muhurat', 'shubh']);
