/**
 * Share cards (og:image / twitter:image, 1200 x 630 PNG) in the page's
 * language, with Devanagari shaped by HarfBuzz (render.ts says why).
 *
 *   spec.ts    what a card says (plain data)
 *   cards.ts   the card of each page type, from the page's view model and the messages
 *   render.ts  draws a spec and encodes it (fonts.ts, text.ts)
 *
 * Each page's card is its `opengraph-image` route beside the page (app/_pages).
 */
import { cardBrand } from './cards';
import { renderCard } from './render';
import type { CardSpec } from './spec';

export { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from './spec';

/** A card as PNG, with the site's name, tagline and host in the card's language. */
export function renderCardPng(spec: CardSpec): Promise<Buffer> {
  return renderCard(spec, cardBrand(spec.locale));
}
