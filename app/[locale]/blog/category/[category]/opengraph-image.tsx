/** The share card of a Knowledge Hub category (app/_pages/static-card.tsx). */
import { categoryImage } from '@/app/_pages/static-card';

export const generateImageMetadata = categoryImage.generateImageMetadata;
export default categoryImage.Image;
