/** The frame of /tools/tithi-anniversary (app/_components/page-frame/PageFrame.tsx): its main column and sidebar. */
import { sectionFrame } from '@/app/_components/page-frame/PageFrame';

export default sectionFrame('tools/tithi-anniversary');
