import { festivalDetailPage } from '@/app/_components/festivals/detail-page';

const page = festivalDetailPage('ekadashi');

export const generateMetadata = page.generateMetadata;
export default page.Page;
