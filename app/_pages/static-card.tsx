/**
 * The share cards of the pages outside the generic routes (the home page,
 * about, the Knowledge Hub, legal and other pages): each folder's
 * `opengraph-image` is one of these, its card drawn from the page's title
 * and description (lib/share-card/cards.ts).
 */
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { articlesInCategory, getArticle } from '@/lib/blog';
import { isCategoryKey } from '@/lib/blog/categories';
import { articleCard, categoryAlt, categoryCard, staticPageAlt, staticPageCard, type CardPage } from '@/lib/share-card/cards';
import { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from '@/lib/share-card/spec';
import { cardResponse } from './card-png';

type Params = { locale: string; slug?: string; category?: string };

function localeOf(params: Params): Locale {
  if (!hasLocale(routing.locales, params.locale)) notFound();
  return params.locale;
}

const CARD = { id: 'card', size: { width: CARD_WIDTH, height: CARD_HEIGHT }, contentType: 'image/png' };

/**
 * The card's metadata with its alt text in the page's language. Next also
 * asks while it collects the build's routes, with params that name no
 * language: the card is listed without alt text then.
 */
const meta = (params: Params, alt: (locale: Locale) => string | null) => {
  if (!hasLocale(routing.locales, params.locale)) return [CARD];
  const text = alt(params.locale);
  return text === null ? [] : [{ ...CARD, alt: text }];
};

const png = (spec: CardSpec) => cardResponse(spec, 'content');

/** A page whose card is its title and description. */
export function pageCard(page: CardPage) {
  return {
    generateImageMetadata: async ({ params }: { params: Params }) => meta(params, (locale) => staticPageAlt(locale, page)),
    Image: async ({ params }: { params: Promise<Params> }) => png(staticPageCard(localeOf(await params), page)),
  };
}

/** A Knowledge Hub article's card (its slug in its language). */
export const articleImage = {
  generateImageMetadata: async ({ params }: { params: Params }) => meta(params, (locale) => getArticle(locale, params.slug ?? '')?.title ?? null),
  Image: async ({ params }: { params: Promise<Params> }) => {
    const p = await params;
    const a = getArticle(localeOf(p), p.slug ?? '');
    if (!a) notFound();
    return png(articleCard(localeOf(p), a));
  },
};

/** A Knowledge Hub category's card. */
export const categoryImage = {
  generateImageMetadata: async ({ params }: { params: Params }) =>
    meta(params, (locale) => {
      const c = params.category ?? '';
      return isCategoryKey(c) && articlesInCategory(locale, c).length > 0 ? categoryAlt(locale, c) : null;
    }),
  Image: async ({ params }: { params: Promise<Params> }) => {
    const p = await params;
    const locale = localeOf(p);
    const c = p.category ?? '';
    if (!isCategoryKey(c) || articlesInCategory(locale, c).length === 0) notFound();
    return png(categoryCard(locale, c));
  },
};
