/**
 * A page's path at a city alone (`/panchang/today/varanasi`), or without one
 * (`/panchang/today`): what `linkTo(key, { city })` writes (lib/urls/links.ts)
 * for a page type with a form of just the city, from the page table and the
 * city's codec only. For client components that render such a link for the
 * visitor's city (the sidebar's Current Time card): lib/urls' full writer
 * brings every slot's codec and table (some 3 KB of gzipped JavaScript),
 * which the sidebar on nearly every page would otherwise carry (issue 24).
 * tests/unit/urls/city-link.test.ts holds it equal to linkTo. Client-safe.
 */
import { CITY_CODEC } from './city-codec';
import { PAGE_TYPES, type PageKey } from './pages';

export function cityLink(key: PageKey, city: string | null): string {
  const { prefix, forms } = PAGE_TYPES[key];
  const form = city ? ['city'] : [];
  if (!forms.some((f) => f.length === form.length && f.every((slot, i) => slot === form[i]))) {
    throw new RangeError(`No path of page type "${key}" names ${city ? 'a city alone' : 'nothing'}`);
  }
  return `/${[...prefix, ...(city ? CITY_CODEC.write(city) : [])].join('/')}`;
}
