/** The share card of /developers: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('developers');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
