/**
 * The city slot's codec (lib/urls/slots.ts CODECS.city), in a module of its
 * own so that lib/urls/city-link.ts can write a page's path at a city in the
 * browser without the other slots' codecs and tables. Client-safe.
 */
export const CITY_CODEC = {
  segments: 1,
  // Any segment: a city named otherwise than by its slug (an old slug, `Bombay`, `वाराणसी`) is still the
  // page's city, which the page answers with a redirect to its slug (app/_loaders/selection.ts).
  read: ([s]: readonly string[]): string | null => (s !== undefined && s !== '' && s.length <= 120 ? s : null),
  write: (v: unknown): string[] => [v as string],
} as const;
