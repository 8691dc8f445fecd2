/**
 * The frame of every API route handler: read the request, run the
 * computation, answer JSON with its Cache-Control, and turn anything thrown
 * into the right error response (errors.ts).
 */
import { responseForError } from './errors';

export interface ApiRequest {
  url: URL;
  /** The clock, read once per request so "today" and `current` agree. */
  now: Date;
}

export interface ApiResult {
  body: unknown;
  cacheControl: string;
}

type Compute<C> = (req: ApiRequest, context: C) => ApiResult | Promise<ApiResult>;

/** A handler of a static route: Next passes the request only. */
export function apiRoute(compute: (req: ApiRequest) => ApiResult | Promise<ApiResult>): (request: Request) => Promise<Response>;
/** A handler of a dynamic route: Next passes the route context ({ params }) too. */
export function apiRoute<C>(compute: Compute<C>): (request: Request, context: C) => Promise<Response>;
export function apiRoute<C>(compute: Compute<C>): (request: Request, context: C) => Promise<Response> {
  return async (request: Request, context: C) => {
    try {
      const { body, cacheControl } = await compute({ url: new URL(request.url), now: new Date() }, context);
      return Response.json(body, { headers: { 'Cache-Control': cacheControl } });
    } catch (e) {
      return responseForError(e);
    }
  };
}
