/** The share card of a Knowledge Hub article (app/_pages/static-card.tsx). */
import { articleImage } from '@/app/_pages/static-card';

export const generateImageMetadata = articleImage.generateImageMetadata;
export default articleImage.Image;
