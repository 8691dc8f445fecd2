/** The share card of the Knowledge Hub: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('blog');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
