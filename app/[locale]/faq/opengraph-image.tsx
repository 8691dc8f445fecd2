/** The share card of /faq: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('faqPage');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
