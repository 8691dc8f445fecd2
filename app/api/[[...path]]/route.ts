/**
 * Any /api path no route handler serves: a JSON 404 in the API's error
 * shape, for every method, instead of the site's HTML not-found page.
 */
import { errorResponse } from '@/lib/api/errors';

function notFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  const shown = pathname.length > 80 ? `${pathname.slice(0, 80)}...` : pathname;
  return errorResponse(404, `path: no API endpoint at ${shown}`);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
