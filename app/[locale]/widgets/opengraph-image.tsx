/** The share card of /widgets: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('embed');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
