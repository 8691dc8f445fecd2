/** The site's card: the home page's, and any page's without a card of its own (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('home');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
