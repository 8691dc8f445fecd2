import { festivalDetailPage } from '@/app/_components/festivals/detail-page';

const page = festivalDetailPage('festival');

export const generateMetadata = page.generateMetadata;
export default page.Page;
