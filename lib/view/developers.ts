/**
 * The /developers page's view model, read from the OpenAPI document itself
 * (lib/api/openapi), so the page shows what /api/openapi.json says: the
 * operations by group, their parameters, errors, caching and a `curl`
 * command for each example. Descriptions stay in English (the document's
 * language); the page's own labels are messages.
 */
import { ENDPOINT_GROUPS, exampleUrl, type CachePolicy, type EndpointGroup } from '@/lib/api/endpoint';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { CACHE_VALUES } from '@/lib/api/openapi/caching';
import { GROUP_TEXT, openApiDocument } from '@/lib/api/openapi/document';
import { SITE_URL } from '@/lib/site';

export interface ParameterView {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  /** What a value looks like: its choices, its pattern, or "string". */
  format: string;
}

export interface OperationView {
  id: string;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterView[];
  /** Statuses besides 200, ascending. */
  errors: number[];
  caching: CachePolicy;
  exampleUrl: string;
  curl: string;
}

export interface GroupView {
  key: EndpointGroup;
  name: string;
  description: string;
  operations: OperationView[];
}

type DocParam = { name: string; in: 'query' | 'path'; required: boolean; description?: string; schema: { enum?: string[]; pattern?: string; type?: string } };
type DocOperation = { summary: string; description: string; parameters?: DocParam[]; responses: Record<string, unknown> };

function format(schema: DocParam['schema']): string {
  if (schema.enum) return schema.enum.join(' | ');
  if (schema.pattern) return schema.pattern;
  return schema.type ?? 'string';
}

/** Single quotes keep the shell off `&` and `?`; our example URLs hold no quote. */
export const curlCommand = (url: string) => `curl '${url}'`;

export function developersView(): { groups: GroupView[]; documentUrl: string; baseUrl: string; cacheValues: typeof CACHE_VALUES } {
  const doc = openApiDocument();
  const groups = ENDPOINT_GROUPS.map((key) => {
    const operations = ENDPOINTS.filter((e) => e.group === key).map((e): OperationView => {
      const op = doc.paths[e.path].get as DocOperation;
      const url = `${SITE_URL}${exampleUrl(e)}`;
      return {
        id: e.id,
        path: e.path,
        summary: op.summary,
        description: op.description,
        parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required, description: p.description ?? '', format: format(p.schema) })),
        errors: Object.keys(op.responses)
          .map(Number)
          .filter((s) => s !== 200)
          .sort((a, b) => a - b),
        caching: e.caching,
        exampleUrl: url,
        curl: curlCommand(url),
      };
    });
    return { key, ...GROUP_TEXT[key], operations };
  }).filter((g) => g.operations.length > 0);
  return { groups, documentUrl: `${SITE_URL}/api/openapi.json`, baseUrl: SITE_URL, cacheValues: CACHE_VALUES };
}
