/**
 * The visitor's conventions of this request (lib/conventions): the URL's
 * values, else the `vc_prefs` cookie's, else the defaults, value by value.
 * Read once per request by the selection loader (loadPageSelection), so
 * every page's loader finds them on the selection it is given.
 */
import { cookies } from 'next/headers';
import type { EngineOptions } from '@/engine';
import { CONVENTIONS_COOKIE, resolveConventions, type Conventions, type ResolvedConventions } from '@/lib/conventions/conventions';
import type { SearchParams } from './selection';

/** The cookie's raw value, or undefined (outside a request, e.g. a build-time render, there is none). */
export async function conventionsCookie(): Promise<string | undefined> {
  return (await cookies()).get(CONVENTIONS_COOKIE)?.value;
}

/** The conventions for a page's query and the request's cookie. */
export async function loadConventions(query: SearchParams): Promise<ResolvedConventions> {
  return resolveConventions(query, await conventionsCookie());
}

/** The engine's options for a set of conventions (the sunrise; the other models stay the reference's). */
export const engineOptionsOf = (c: Pick<Conventions, 'sunrise'>): EngineOptions => ({ sunrise: c.sunrise });
