/** The share card of a page of the regional calendars, 1 segment deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['regional']);
export default sectionImage(['regional']);
