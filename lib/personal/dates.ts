/**
 * The anniversaries of a list of people in one city (where they are kept),
 * as the tool's API and the anniversaries feed both compute them: each
 * person's place resolved (their own city, or the list's), then the engine's
 * list off the request thread (lib/festivals anniversaryList), instants in
 * epoch ms.
 */
import type { AnniversaryList, EngineOptions } from '@/engine';
import { ApiError } from '@/lib/api/errors';
import { cityPlace, getCityBySlug, type City } from '@/lib/cities';
import { anniversaryList } from '@/lib/festivals';
import type { Person } from './people';

/** How many years ahead the tool and the feed list. */
export const ANNIVERSARY_YEARS = 20;

export interface PersonDates {
  person: Person;
  /** Where the moment happened (the person's city, or the list's). */
  place: City;
  list: AnniversaryList<number>;
}

/** Each person's city, or a 400 naming the person whose city is unknown. */
function placeOf(p: Person, i: number, city: City): City {
  if (p.place === null) return city;
  const c = getCityBySlug(p.place);
  if (!c) throw new ApiError(400, 'p', `person ${i + 1}: unknown city "${p.place}"`);
  return c;
}

/** The next `count` anniversaries of each person from `from` (the city's today) on, kept in `city`. */
export async function peopleDates(people: readonly Person[], city: City, from: string, count = ANNIVERSARY_YEARS, options?: EngineOptions): Promise<PersonDates[]> {
  const places = people.map((p, i) => placeOf(p, i, city));
  const lists = await Promise.all(
    people.map((p, i) =>
      anniversaryList({
        ...cityPlace(city),
        moment: { ...cityPlace(places[i]), date: p.date, time: p.time },
        reckoning: p.reckoning,
        from,
        count,
        options,
      }),
    ),
  );
  return people.map((person, i) => ({ person, place: places[i], list: lists[i] }));
}
