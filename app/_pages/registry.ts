/**
 * The computed page types and their definitions: one entry per page type of
 * lib/urls that the generic routes render (the content pages, about, the
 * Knowledge Hub, legal and other pages, have folders of their own).
 */
import type { PageKey } from '@/lib/urls';
import type { AnyPageDef } from './def';
import * as festivalPages from './festivals';
import * as grahaPages from './grahas';
import { home } from './home';
import * as regionalPages from './regional';
import * as printSheetPages from './print-sheets';
import * as toolPages from './tools';
// Shubh Muhurat (#28): the hub, a kind's year, one date.
import * as shubhPages from './shubh';

export const PAGES = {
  home,
  ...toolPages,
  ...festivalPages,
  ...regionalPages,
  ...shubhPages,
  ...grahaPages,
  ...printSheetPages,
} satisfies Partial<Record<PageKey, AnyPageDef>>;

export type ComputedPageKey = keyof typeof PAGES;

export const isComputedPage = (key: PageKey): key is ComputedPageKey => key in PAGES;
