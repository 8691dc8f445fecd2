/** The share card of a page of the astrology hub, 1 segment deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['astrology']);
export default sectionImage(['astrology']);
