/**
 * The computed page types and their definitions: one entry per page type of
 * lib/urls that the generic routes render (the content pages, about, the
 * Knowledge Hub, legal and other pages, have folders of their own).
 */
import type { PageKey } from '@/lib/urls';
import type { AnyPageDef } from './def';
import * as festivalPages from './festivals';
import { home } from './home';
import * as printSheetPages from './print-sheets';
import * as toolPages from './tools';

export const PAGES = {
  home,
  ...toolPages,
  ...festivalPages,
  ...printSheetPages,
} satisfies Partial<Record<PageKey, AnyPageDef>>;

export type ComputedPageKey = keyof typeof PAGES;

export const isComputedPage = (key: PageKey): key is ComputedPageKey => key in PAGES;
