/** The share card of /search: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('search');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
