/** The share card of /about: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('about');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
