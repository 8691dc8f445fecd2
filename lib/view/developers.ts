/**
 * The /developers page's view model, read from the OpenAPI document itself
 * (lib/api/openapi), so the page shows what /api/openapi.json says: the
 * operations by group, their parameters, errors, caching and a `curl`
 * command for each example.
 *
 * The words are the page language's: the document's descriptions (English)
 * are messages under `developers.reference`, keyed by the document's own
 * structure (group, operation id, parameter name); the English messages
 * are the document's text, checked by tests/lib/view/developers.test.ts;
 * a message missing from the catalogue falls back to it (referenceText).
 * What many operations share (the place parameters and the paragraph that
 * explains them) is documented once, in `shared`, and each operation names
 * the shared parameters it takes instead of repeating their rows.
 */
import type { Locale } from '@/i18n/routing';
import { ENDPOINT_GROUPS, exampleUrl, type CachePolicy, type EndpointGroup } from '@/lib/api/endpoint';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { CACHE_VALUES } from '@/lib/api/openapi/caching';
import { GROUP_TEXT, openApiDocument } from '@/lib/api/openapi/document';
import { translator, type Translate } from '@/lib/i18n/translate';
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
  /** Its own paragraphs (the shared one is in `shared.text`); `code` spans in backticks. */
  description: string;
  /** Names of the shared parameters it takes, in the document's order. */
  sharedParameters: string[];
  /** Its own parameters. */
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

export interface DevelopersView {
  groups: GroupView[];
  /** The parameters and the paragraph several operations share, documented once. */
  shared: { text: string; parameters: ParameterView[] };
  documentUrl: string;
  baseUrl: string;
  cacheValues: typeof CACHE_VALUES;
}

type DocParam = { name: string; in: 'query' | 'path'; required: boolean; description?: string; schema: { enum?: string[]; pattern?: string; type?: string } };
type DocOperation = { summary: string; description: string; parameters?: DocParam[]; responses: Record<string, unknown> };

/** A parameter or a paragraph is shared when two operations have it word for word: it is then documented once. */
const SHARED_BY = 2;

function format(schema: DocParam['schema']): string {
  if (schema.enum) return schema.enum.join(' | ');
  if (schema.pattern) return schema.pattern;
  return schema.type ?? 'string';
}

/** Single quotes keep the shell off `&` and `?`; our example URLs hold no quote. */
export const curlCommand = (url: string) => `curl '${url}'`;

const paragraphs = (text: string) => text.split('\n\n');
const paramKey = (p: DocParam) => `${p.name}\n${p.description ?? ''}`;

/** The document's operations, with what several of them share found by counting. */
function documentParts() {
  const doc = openApiDocument();
  const ops = ENDPOINTS.map((e) => ({ e, op: doc.paths[e.path].get as DocOperation }));
  const paraCount = new Map<string, number>();
  const paramCount = new Map<string, number>();
  for (const { op } of ops) {
    for (const p of paragraphs(op.description)) paraCount.set(p, (paraCount.get(p) ?? 0) + 1);
    for (const p of op.parameters ?? []) paramCount.set(paramKey(p), (paramCount.get(paramKey(p)) ?? 0) + 1);
  }
  const sharedText = [...paraCount].filter(([, n]) => n >= SHARED_BY).map(([p]) => p);
  // One shared row per name: a parameter of the same name shared with other words (a feed's `city`
  // path segment beside the place's `city`) stays its operations' own rather than vanishing.
  const sharedParams = new Map<string, DocParam>();
  for (const { op } of ops) {
    for (const p of op.parameters ?? []) if ((paramCount.get(paramKey(p)) ?? 0) >= SHARED_BY && !sharedParams.has(p.name)) sharedParams.set(p.name, p);
  }
  const isSharedParam = (p: DocParam) => {
    const shared = sharedParams.get(p.name);
    return shared !== undefined && paramKey(shared) === paramKey(p);
  };
  return { ops, sharedText, sharedParams: [...sharedParams.values()], isSharedParam };
}

/**
 * The English texts of the reference by their message keys, as the
 * document has them: what `developers.reference` must say in English.
 */
export function documentTexts(): Map<string, string> {
  const { ops, sharedText, sharedParams, isSharedParam } = documentParts();
  const out = new Map<string, string>();
  for (const key of ENDPOINT_GROUPS) {
    if (!ops.some(({ e }) => e.group === key)) continue;
    out.set(`groups.${key}.name`, GROUP_TEXT[key].name);
    out.set(`groups.${key}.description`, GROUP_TEXT[key].description);
  }
  out.set('shared.text', sharedText.join('\n\n'));
  for (const p of sharedParams) out.set(`shared.parameters.${p.name}`, p.description ?? '');
  for (const { e, op } of ops) {
    out.set(`operations.${e.id}.summary`, op.summary);
    out.set(`operations.${e.id}.description`, paragraphs(op.description).filter((p) => !sharedText.includes(p)).join('\n\n'));
    for (const p of op.parameters ?? []) if (!isSharedParam(p)) out.set(`operations.${e.id}.parameters.${p.name}`, p.description ?? '');
  }
  return out;
}

/**
 * The reference's words in a language, by key. A text the catalogue lacks
 * or cannot format (an endpoint added without its messages) is the
 * document's English and a console error naming the key, not a 500 of the
 * whole page. For English nothing is lost: the English messages are the
 * document's text word for word. For Hindi one paragraph shows in English;
 * that is acceptable only because it cannot ship unnoticed: the tests of
 * tests/lib/view/developers.test.ts fail in CI, naming each missing key,
 * and fail on any fallback taken while building the view.
 * `t` is the catalogue's formatter; a test passes one that lacks a message.
 */
export function referenceText(locale: Locale, t: Translate = translator(locale)): (key: string) => string {
  const english = documentTexts();
  return (key) => {
    const documentText = english.get(key);
    // Asking for a key the document does not have is a bug of this module, not a missing message.
    if (documentText === undefined) throw new Error(`developers.reference.${key} is not a text of the OpenAPI document`);
    try {
      return t(`developers.reference.${key}`);
    } catch (e) {
      console.error(`/developers (${locale}): developers.reference.${key} failed (${e instanceof Error ? e.message : String(e)}); showing the document's English`);
      return documentText;
    }
  };
}

export function developersView(locale: Locale): DevelopersView {
  const { ops, sharedParams, isSharedParam } = documentParts();
  const text = referenceText(locale);
  const param = (p: DocParam, key: string): ParameterView => ({ name: p.name, in: p.in, required: p.required, description: text(key), format: format(p.schema) });
  const groups = ENDPOINT_GROUPS.map((key) => {
    const operations = ops
      .filter(({ e }) => e.group === key)
      .map(({ e, op }): OperationView => {
        const url = `${SITE_URL}${exampleUrl(e)}`;
        const params = op.parameters ?? [];
        return {
          id: e.id,
          path: e.path,
          summary: text(`operations.${e.id}.summary`),
          description: text(`operations.${e.id}.description`),
          sharedParameters: params.filter(isSharedParam).map((p) => p.name),
          parameters: params.filter((p) => !isSharedParam(p)).map((p) => param(p, `operations.${e.id}.parameters.${p.name}`)),
          errors: Object.keys(op.responses)
            .map(Number)
            .filter((s) => s !== 200)
            .sort((a, b) => a - b),
          caching: e.caching,
          exampleUrl: url,
          curl: curlCommand(url),
        };
      });
    return { key, name: text(`groups.${key}.name`), description: text(`groups.${key}.description`), operations };
  }).filter((g) => g.operations.length > 0);
  return {
    groups,
    shared: { text: text('shared.text'), parameters: sharedParams.map((p) => param(p, `shared.parameters.${p.name}`)) },
    documentUrl: `${SITE_URL}/api/openapi.json`,
    baseUrl: SITE_URL,
    cacheValues: CACHE_VALUES,
  };
}
