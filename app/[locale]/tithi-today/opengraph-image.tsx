/** The share card of a page of the tithi finder, 1 segment deep (app/_pages/route.tsx). */
import { sectionImage, sectionImageMetadata } from '@/app/_pages/route';

export const generateImageMetadata = sectionImageMetadata(['tithi-today']);
export default sectionImage(['tithi-today']);
