/**
 * The day's Panchang (`/panchang/today/...`), the site's most visited page:
 * a section of its own (app/[locale]/panchang/today), so that it loads no
 * client component of the month's or the lists' pages.
 */
import { PanchangDay } from '@/app/_components/panchang/PanchangDay';
import { toolView } from '@/app/_components/tool-page/tool-page';
import type { SectionViews } from '../registry';
import { todayPanchang } from '../tools';

export const VIEWS: SectionViews = {
  todayPanchang: toolView(todayPanchang, { cityInHeading: true, dayNav: true, View: PanchangDay }),
};
