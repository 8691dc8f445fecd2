/**
 * The OpenAPI 3.1 document of the JSON API (`GET /api/openapi.json`),
 * generated from the endpoints (lib/api/endpoints): their query and path
 * schemas become the parameters, their response schemas the components,
 * by zod's own JSON Schema generator.
 *
 * Why `z.toJSONSchema` and not @asteasolutions/zod-to-openapi: the site is on
 * zod 4, whose built-in generator emits JSON Schema draft 2020-12, which is
 * exactly OpenAPI 3.1's schema dialect, reads the descriptions and examples
 * from `.meta()` and turns a registry into named components with $refs. The
 * rest of an OpenAPI document (paths, parameters, responses) is plain data
 * and small; a library would add a dependency (and, in its zod 4 versions, a
 * second way of attaching metadata) for no schema it could express better.
 *
 * Query parameters are described by the schema's input side (`io: 'input'`:
 * what a client writes, a string with its pattern), responses by the output
 * side. Refinements that JSON Schema cannot state (a real calendar day, a
 * known country code) are in the parameter's description and in the 400.
 */
import { z } from 'zod';
import { REFERENCE_AGREEMENT } from '@/lib/site-stats';
import { SITE_URL } from '@/lib/site';
import { MAX_URL_LENGTH } from '@/lib/http/paths';
import packageJson from '@/package.json';
import { ENDPOINT_GROUPS, type Endpoint, type EndpointGroup } from '../endpoint';
import { ENDPOINTS } from '../endpoints';
import { apiSchemas, ErrorBody } from '../endpoints/common';
import { INTERNAL_ERROR } from '../errors';
import { ServerBusyError } from '@/lib/festivals';
import { cachingText } from './caching';

type Json = Record<string, unknown>;

const REF = (id: string) => `#/components/schemas/${id}`;

const without = (o: Json, ...keys: string[]): Json => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/** A zod schema as JSON Schema 2020-12; `$schema` is the document's business, not each schema's. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  without(z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json, '$schema');

export const GROUP_TEXT: Record<EndpointGroup, { name: string; description: string }> = {
  panchang: {
    name: 'Panchang',
    description: 'The daily Panchang: tithi, nakshatra, yoga, karana, months, sunrise and moonrise; the date and the months of the regional calendars.',
  },
  muhurat: {
    name: 'Muhurat',
    description: 'Windows and periods of a day: Rahu Kaal and the other muhurats, Choghadiya, Hora, Lagna, Gowri Panchangam, Do Ghati muhurtas.',
  },
  grahas: { name: 'Planets', description: 'The nine grahas: where they stand at a moment, and their transits, stations and combustion through a year.' },
  festivals: { name: 'Festivals', description: 'Festivals, vrats, Ekadashis, Purnimas, Amavasyas and Sankrantis at a place.' },
  calendar: {
    name: 'Calendar feeds',
    description: 'Festival calendars as iCalendar files (RFC 5545), to subscribe to or import. Their errors are plain text, so a calendar app can show them.',
  },
  cities: { name: 'Cities', description: 'The place index: every place of GeoNames cities500 (CC BY 4.0), the places of more than 500 people.' },
  weather: { name: 'Weather', description: 'Current weather and air quality (Open-Meteo).' },
  service: { name: 'Service', description: 'The server itself.' },
};

const DAY_PARAMS =
  'A place is `city` (a slug from /api/cities) or `lat`, `lon` and `tz` together, never both. `sunrise` chooses the sunrise definition.';

function description(): string {
  const a = REFERENCE_AGREEMENT;
  return [
    'The Hindu calendar of any place on Earth, 1900-2100, computed from the Swiss Ephemeris: the daily Panchang and the regional calendars, muhurat windows, Choghadiya, Hora, Lagna, Gowri Panchangam, Do Ghati, the positions and transits of the grahas, festivals and vrats, and the city index behind them. The same numbers the site shows, as JSON.',
    '',
    `Accuracy: the tithi at sunrise agrees with the reference tables on all but ${a.disagreements.newDelhi} of ${a.days.toLocaleString('en')} days in New Delhi and ${a.disagreements.newYork} in New York (${a.firstYear}-${a.lastYear}), each a tithi changing within ${a.boundaryMinutes} minutes of sunrise.`,
    '',
    `Errors: a bad parameter is a 400 whose \`error\` names the parameter, an unknown city a 404; an unknown /api path a JSON 404, a malformed percent-escape in the path a 400, a URL over ${MAX_URL_LENGTH} characters a 414. There are no keys and no per-client limit; festival computations are queued and a 503 with Retry-After asks to come back when the queue is full.`,
    '',
    'Every GET answer allows any origin (`Access-Control-Allow-Origin: *`), so browsers on other sites can call the API.',
    '',
    'Code: AGPL-3.0-or-later. City data: GeoNames (CC BY 4.0), attribution required.',
  ].join('\n');
}

/** Every named schema as a component (their `$id` would be a fragment, which JSON Schema does not allow). */
function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(apiSchemas, { target: 'draft-2020-12', io: 'output', uri: REF, unrepresentable: 'any' });
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, without(s as Json, '$schema', '$id')]));
}

/** A required parameter: one that an absent value does not satisfy. */
const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;

function parameters(e: Endpoint): Json[] {
  const out: Json[] = [];
  for (const [where, obj, examples] of [
    ['path', e.pathParams, e.example.path],
    ['query', e.query, e.example.query],
  ] as const) {
    if (!obj) continue;
    for (const [name, field] of Object.entries(obj.shape as Record<string, z.ZodType>)) {
      const full = jsonSchema(field, 'input');
      const { description: text, example } = full;
      const schema = without(full, 'description', 'example');
      out.push({
        name,
        in: where,
        required: where === 'path' || isRequired(field),
        ...(text ? { description: text } : {}),
        schema,
        ...(examples?.[name] !== undefined ? { example: examples[name] } : example !== undefined ? { example } : {}),
      });
    }
  }
  return out;
}

function responseId(e: Endpoint): string {
  const id = apiSchemas.get(e.response)?.id;
  if (!id) throw new Error(`${e.path}: its response schema has no name (use named() in lib/api/endpoints)`);
  return id;
}

const json = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });

/** The 200 body: a named JSON schema, or a text format (a calendar file) described inline. */
function okContent(e: Endpoint): Json {
  if (e.mediaType && e.mediaType !== 'application/json') {
    return { [e.mediaType]: { schema: jsonSchema(e.response, 'output') } };
  }
  return json(REF(responseId(e)));
}

const CORS_HEADER = {
  'Access-Control-Allow-Origin': { description: 'Always `*`: any web page may call the API', schema: { type: 'string', const: '*' } },
};

/** Errors of a text endpoint are plain text (a calendar app shows the body as it is), with the JSON error's headers. */
const textError = (description: string, example: string, headers: Json = CORS_HEADER): Json => ({
  description,
  headers,
  content: { 'text/plain': { schema: { type: 'string' }, example: `${example}\n` } },
});

function responses(e: Endpoint): Json {
  const out: Json = {
    200: {
      description: 'OK',
      headers: {
        'Cache-Control': { description: cachingText(e.caching), schema: { type: 'string' } },
        ...CORS_HEADER,
      },
      content: okContent(e),
    },
  };
  const text = e.mediaType !== undefined && e.mediaType !== 'application/json';
  for (const status of e.errors) {
    const r = ERROR_RESPONSES[status];
    out[status] = text ? textError(r.body.description, r.example, r.body.headers) : { $ref: `#/components/responses/${r.name}` };
  }
  if (e.unavailableBody) {
    out[503] = { description: 'Not ready: a start-up check failed (same body, `ready: false`)', headers: CORS_HEADER, content: json(REF(responseId(e))) };
  }
  out[500] = text ? textError('Our fault; the message never carries details', 'Internal error') : { $ref: '#/components/responses/InternalError' };
  return out;
}

const errorExample = (error: string) => ({ 'application/json': { schema: { $ref: REF(apiSchemas.get(ErrorBody)!.id) }, example: { error } } });

const BUSY = new ServerBusyError();

const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    example: 'date must be between 1900-01-01 and 2100-12-31',
    body: { description: 'A parameter is missing or wrong; `error` names it', headers: CORS_HEADER, content: errorExample('date must be between 1900-01-01 and 2100-12-31') },
  },
  404: {
    name: 'NotFound',
    example: 'city: Unknown city "atlantis"',
    body: { description: 'No such city (or other named thing)', headers: CORS_HEADER, content: errorExample('city: Unknown city "atlantis"') },
  },
  503: {
    name: 'Busy',
    example: BUSY.message,
    body: {
      description: `Too many festival computations are waiting; retry after the given seconds (${BUSY.retryAfterSeconds})`,
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } }, ...CORS_HEADER },
      content: errorExample(BUSY.message),
    },
  },
} as const;

function operation(e: Endpoint): Json {
  const params = parameters(e);
  const dayParams = e.query && ['city', 'lat', 'lon', 'tz'].every((k) => k in e.query!.shape);
  return {
    operationId: e.id,
    summary: e.summary,
    description: dayParams ? `${e.description}\n\n${DAY_PARAMS}` : e.description,
    tags: [GROUP_TEXT[e.group].name],
    ...(params.length ? { parameters: params } : {}),
    responses: responses(e),
  };
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Json;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, { get: Json }>;
  components: Json;
};

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): OpenApiDocument {
  const groups = ENDPOINT_GROUPS.filter((g) => endpoints.some((e) => e.group === g));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vedic Calendar API',
      version: packageJson.version,
      description: description(),
      license: { name: 'GNU Affero General Public License v3.0 or later', identifier: packageJson.license },
    },
    servers: [{ url: SITE_URL }],
    tags: groups.map((g) => GROUP_TEXT[g]),
    paths: Object.fromEntries(endpoints.map((e) => [e.path, { get: operation(e) }])),
    components: {
      schemas: componentSchemas(),
      responses: {
        ...Object.fromEntries(Object.values(ERROR_RESPONSES).map((r) => [r.name, r.body])),
        InternalError: { description: 'Our fault; the message never carries details', headers: CORS_HEADER, content: errorExample(INTERNAL_ERROR) },
      },
    },
  };
}

let cached: OpenApiDocument | null = null;

/** The document, built once per process (it depends only on the code and SITE_URL). */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= buildOpenApiDocument());
}
