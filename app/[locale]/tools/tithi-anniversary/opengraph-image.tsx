/** The share card of /tools/tithi-anniversary: its title and description (app/_pages/static-card.tsx). */
import { pageCard } from '@/app/_pages/static-card';

const card = pageCard('anniversary');
export const generateImageMetadata = card.generateImageMetadata;
export default card.Image;
