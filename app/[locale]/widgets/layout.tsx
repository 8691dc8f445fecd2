/** The frame of /widgets (app/_components/page-frame/PageFrame.tsx): its main column and sidebar. */
import { sectionFrame } from '@/app/_components/page-frame/PageFrame';

export default sectionFrame('widgets');
