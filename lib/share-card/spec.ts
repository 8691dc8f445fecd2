/**
 * What a share card says, as plain data: the card builders (cards.ts) fill it
 * from a page's view model and the messages, the renderer (render.ts) draws
 * it. Every string is display text in the card's language.
 */
import type { Locale } from '@/i18n/routing';

/** Open Graph's recommended size, the one every platform crops well. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** good: an auspicious window (green); bad: an inauspicious one (red); plain: neither. */
export type Tone = 'good' | 'bad' | 'plain';

export interface CardFact {
  label: string;
  value: string;
  /** A second, smaller line under the value ("till 8:12 AM"). */
  note?: string;
}

export interface CardRow {
  name: string;
  value: string;
  tone: Tone;
}

export type CardBody =
  /** Up to four labelled facts in a 2 x 2 grid (a day's tithi, nakshatra, sunrise, sunset). */
  | { kind: 'facts'; facts: CardFact[] }
  /** A caption and up to 12 rows in two columns (a day's Choghadiyas, horas, lagnas, muhurat windows). */
  | { kind: 'rows'; caption: string; rows: CardRow[] }
  /** One window large (Rahu Kaal 12:31 PM – 2:01 PM), a note under it, and its companions as rows. */
  | { kind: 'window'; label: string; value: string; tone: Tone; note?: string; rows: CardRow[] }
  /** A paragraph (an article's description). */
  | { kind: 'text'; text: string };

export interface CardSpec {
  locale: Locale;
  /** The page type or section, above the title ("Today's Panchang", "Knowledge Hub"). */
  kicker: string;
  /** The city, a festival's or an article's name. */
  title: string;
  /** The date, or a second line of the title. */
  subtitle?: string;
  body: CardBody;
  /** A last line across the card (the day's festivals). */
  strip?: string;
}

/** The site's own words on every card: its name, tagline and host. */
export interface CardBrand {
  name: string;
  tagline: string;
  host: string;
}
