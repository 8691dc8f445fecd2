/** GET /api/openapi.json: the OpenAPI 3.1 document of the API, generated from lib/api/endpoints (lib/api/openapi). */
import { apiRoute } from '@/lib/api/handler';
import { openApiEndpoint } from '@/lib/api/endpoints/service';
import { CACHE_DOCUMENT } from '@/lib/api/openapi/caching';
import { openApiDocument } from '@/lib/api/openapi/document';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(openApiEndpoint, () => ({ body: openApiDocument(), cacheControl: CACHE_DOCUMENT }));
