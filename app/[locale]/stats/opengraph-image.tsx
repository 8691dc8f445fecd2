/** The share card of /stats: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('stats');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
