/**
 * The JSON-LD blocks of a page, parsed, and the properties schema.org and
 * Google's structured-data documentation require of each type the site
 * writes. `ldProblems` returns what is wrong ([] when nothing).
 */

type Node = Record<string, unknown>;

/** Every `<script type="application/ld+json">` of an HTML document, parsed (a block that is not JSON throws). */
export function ldBlocks(html: string): Node[] {
  const out: Node[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const parsed = JSON.parse(m[1]) as Node | Node[];
    out.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  }
  return out;
}

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]+/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v);
const asNode = (v: unknown): Node | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const CHECKS: Record<string, (n: Node) => string[]> = {
  BreadcrumbList(n) {
    const items = list(n.itemListElement);
    if (items.length === 0) return ['itemListElement is empty'];
    return items.flatMap((raw, i) => {
      const it = asNode(raw);
      if (!it || it['@type'] !== 'ListItem') return [`item ${i} is not a ListItem`];
      const p: string[] = [];
      if (it.position !== i + 1) p.push(`item ${i} has position ${String(it.position)}`);
      if (!isText(it.name)) p.push(`item ${i} has no name`);
      if (!isAbsoluteUrl(it.item)) p.push(`item ${i} has no absolute item URL`);
      return p;
    });
  },
  WebSite(n) {
    const p: string[] = [];
    if (!isAbsoluteUrl(n.url)) p.push('url is not absolute');
    if (!isText(n.name)) p.push('no name');
    const action = asNode(n.potentialAction);
    if (!action || action['@type'] !== 'SearchAction') return [...p, 'no SearchAction'];
    const target = typeof action.target === 'string' ? action.target : asNode(action.target)?.urlTemplate;
    if (!isAbsoluteUrl(target) || !String(target).includes('{search_term_string}')) p.push('SearchAction target lacks {search_term_string}');
    if (action['query-input'] !== 'required name=search_term_string') p.push('SearchAction query-input is wrong');
    return p;
  },
  Article(n) {
    const p: string[] = [];
    if (!isText(n.headline) || String(n.headline).length > 110) p.push('headline missing or over 110 characters');
    if (!isIsoDate(n.datePublished)) p.push('datePublished is not an ISO date');
    const authors = list(n.author).map(asNode);
    if (authors.length === 0 || authors.some((a) => !a || !isText(a.name))) p.push('author without a name');
    return p;
  },
  Event(n) {
    const p: string[] = [];
    if (!isText(n.name)) p.push('no name');
    if (!isIsoDate(n.startDate)) p.push('startDate is not an ISO date');
    const loc = asNode(n.location);
    if (!loc || !['Place', 'VirtualLocation'].includes(String(loc['@type'])) || (!isText(loc.name) && !loc.address && !loc.url)) p.push('location missing');
    return p;
  },
  FAQPage(n) {
    const qs = list(n.mainEntity).map(asNode);
    if (qs.length === 0) return ['mainEntity is empty'];
    return qs.flatMap((q, i) =>
      !q || q['@type'] !== 'Question' || !isText(q.name) || !isText(asNode(q.acceptedAnswer)?.text) ? [`question ${i} lacks name or acceptedAnswer.text`] : [],
    );
  },
};

/** What is wrong with a block: its context, a known type, that type's required properties. */
export function ldProblems(n: Node): string[] {
  const type = String(n['@type']);
  const p = n['@context'] === 'https://schema.org' ? [] : [`${type}: @context is ${String(n['@context'])}`];
  const check = CHECKS[type];
  if (!check) return [...p, `${type}: not a type the site writes`];
  return [...p, ...check(n).map((x) => `${type}: ${x}`)];
}
