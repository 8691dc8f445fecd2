/** GET /api/health and /api/openapi.json: the service itself. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { named } from './common';

export const HealthResponse = named(
  'Health',
  z.object({
    status: z.enum(['ok', 'unavailable']),
    ready: z.boolean(),
    ephemeris: z
      .object({ source: z.literal('Swiss Ephemeris'), version: z.string(), files: z.array(z.string()), fallback: z.literal(false) })
      .nullable(),
    cityIndex: z.object({ places: z.number().int() }).nullable(),
    festivalWorker: z.object({ used: z.boolean(), present: z.boolean() }),
    checks: z.object({ ephemeris: z.boolean(), cityIndex: z.boolean(), festivalWorker: z.boolean() }),
    uptimeSeconds: z.number().int(),
  }),
);

export const healthEndpoint = defineEndpoint({
  path: '/api/health',
  id: 'getHealth',
  group: 'service',
  summary: 'Readiness of the server',
  description:
    'Whether the server can answer (the start-up checks run again: Swiss Ephemeris files, city index, festival worker) and the ephemeris in use. 200 when ready; 503 with the same body when a check fails.',
  response: HealthResponse,
  errors: [],
  unavailableBody: true,
  example: {},
  caching: 'none',
});

export const openApiEndpoint = defineEndpoint({
  path: '/api/openapi.json',
  id: 'getOpenApiDocument',
  group: 'service',
  summary: 'This document',
  description: 'The OpenAPI 3.1 description of the API, generated from the schemas the route handlers validate with.',
  response: named(
    'OpenApiDocument',
    z
      .object({ openapi: z.literal('3.1.0'), info: z.record(z.string(), z.unknown()), paths: z.record(z.string(), z.unknown()) })
      .loose()
      .meta({ description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0)' }),
  ),
  errors: [],
  example: {},
  caching: 'document',
});
