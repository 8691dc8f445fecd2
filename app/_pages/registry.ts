/**
 * The computed page types and their definitions: one entry per page type of
 * lib/urls that the generic routes render (the content pages, about, the
 * Knowledge Hub, legal and other pages, have folders of their own). Server
 * code only, read by every computed page's route (its model, metadata and
 * card): it imports no page, so no page type's client components (the
 * pages are the sections' views, app/_pages/views/; the regional month's
 * path writer brings only the pending link and the locale-aware Link, which
 * every page's frame loads anyway).
 */
import type { PageKey } from '@/lib/urls';
import type { AnyPageDef, PageView, VmOf } from './def';
import * as festivalPages from './festivals';
import * as grahaPages from './grahas';
import { home } from './home';
import * as regionalPages from './regional';
import * as printSheetPages from './print-sheets';
import * as toolPages from './tools';
// Shubh Muhurat (#28): the hub, a kind's year, one date.
import { shubhDetail, shubhMuhurat, shubhYear } from './shubh';

export const PAGES = {
  home,
  ...toolPages,
  festivals: festivalPages.festivals,
  festivalMonth: festivalPages.festivalMonth,
  ekadashi: festivalPages.ekadashi,
  purnima: festivalPages.purnima,
  amavasya: festivalPages.amavasya,
  pradosh: festivalPages.pradosh,
  sankranti: festivalPages.sankranti,
  festivalDetail: festivalPages.festivalDetail,
  grahan: festivalPages.grahan,
  eclipse: festivalPages.eclipse,
  pitruPaksha: festivalPages.pitruPaksha,
  regionalCalendars: regionalPages.regionalCalendars,
  regionalMonth: regionalPages.regionalMonth,
  shubhMuhurat,
  shubhYear,
  shubhDetail,
  grahas: grahaPages.grahas,
  grahaYear: grahaPages.grahaYear,
  grahaTransit: grahaPages.grahaTransit,
  ...printSheetPages,
} satisfies Partial<Record<PageKey, AnyPageDef>>;

export type ComputedPageKey = keyof typeof PAGES;

export const isComputedPage = (key: PageKey): key is ComputedPageKey => key in PAGES;

/** The pages of a section of the site (app/_pages/views/): each page type's view of its own definition's model. */
export type SectionViews = { [K in ComputedPageKey]?: PageView<VmOf<(typeof PAGES)[K]>> };
