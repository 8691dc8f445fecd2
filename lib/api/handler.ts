/**
 * The frame of every API route handler: read the request, run the
 * computation, answer JSON with its Cache-Control, and turn anything thrown
 * into the right error response (errors.ts). The endpoint it serves
 * (lib/api/endpoints) fixes the type of the body, so a handler cannot answer
 * something its documented response schema does not describe.
 */
import type { z } from 'zod';
import { ownsItsEdge, tooLong, withEdgeHeaders } from './edge';
import type { Endpoint } from './endpoint';
import { responseForError } from './errors';

export interface ApiRequest {
  url: URL;
  /** The clock, read once per request so "today" and `current` agree. */
  now: Date;
}

export interface ApiResult<B = unknown> {
  body: B;
  cacheControl: string;
  /** 200 unless the endpoint documents another status with this body (the health check's 503). */
  status?: number;
}

type Compute<B, C> = (req: ApiRequest, context: C) => ApiResult<B> | Promise<ApiResult<B>>;

/** A handler of a static route: Next passes the request only. */
export function apiRoute<R extends z.ZodType>(
  endpoint: Endpoint<R>,
  compute: (req: ApiRequest) => ApiResult<z.input<R>> | Promise<ApiResult<z.input<R>>>,
): (request: Request) => Promise<Response>;
/** A handler of a dynamic route: Next passes the route context ({ params }) too. */
export function apiRoute<R extends z.ZodType, C>(endpoint: Endpoint<R>, compute: Compute<z.input<R>, C>): (request: Request, context: C) => Promise<Response>;
export function apiRoute<R extends z.ZodType, C>(endpoint: Endpoint<R>, compute: Compute<z.input<R>, C>): (request: Request, context: C) => Promise<Response> {
  // At a fixed path the proxy does not run (edge.ts): the handler answers its headers and refusals.
  const edge = ownsItsEdge(endpoint);
  return async (request: Request, context: C) => {
    const url = new URL(request.url);
    const refused = edge ? tooLong(request, url) : null;
    if (refused) return refused;
    let response: Response;
    try {
      const { body, cacheControl, status } = await compute({ url, now: new Date() }, context);
      response = Response.json(body, { status: status ?? 200, headers: { 'Cache-Control': cacheControl } });
    } catch (e) {
      response = responseForError(e);
    }
    return edge ? withEdgeHeaders(request, url, response) : response;
  };
}
