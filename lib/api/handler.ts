/**
 * The frame of every Panchang API route handler: read the request, run the
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

export function apiRoute(compute: (req: ApiRequest) => ApiResult): (request: Request) => Promise<Response> {
  return async (request: Request) => {
    try {
      const { body, cacheControl } = compute({ url: new URL(request.url), now: new Date() });
      return Response.json(body, { headers: { 'Cache-Control': cacheControl } });
    } catch (e) {
      return responseForError(e);
    }
  };
}
