/**
 * Markdown to HTML for the Knowledge Hub, on the server.
 *
 * Safe by construction (the sanitising step): markdown-it runs with `html:
 * false`, so raw HTML in a file is escaped as text, never passed through, and
 * its link validator drops `javascript:`, `vbscript:`, `file:` and `data:`
 * URLs. On top of that every link must be a page of this site (the
 * `resolveLink` callback answers its localized path or throws), so an article
 * cannot link to a page that does not exist, and tables are wrapped so they
 * scroll sideways on a phone instead of widening the page.
 */
import MarkdownIt from 'markdown-it';

export interface RenderOptions {
  /**
   * The localized href for a link written in the file, e.g. `/muhurat/rahu-kaal`
   * → `/hi/muhurat/rahu-kaal`. Throws when the link does not lead to a page.
   */
  resolveLink: (href: string) => string;
}

export interface Rendered {
  html: string;
  /** Words of running text (headings, paragraphs, lists, tables), for the reading time. */
  words: number;
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

md.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

// A word: letters or digits, with the combining marks of Indic scripts (matras, virama) and inner apostrophes or hyphens.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export function renderMarkdown(source: string, { resolveLink }: RenderOptions): Rendered {
  const tokens = md.parse(source, {});
  let words = 0;
  for (const block of tokens) {
    if (block.type === 'fence' || block.type === 'code_block') continue;
    for (const t of block.children ?? []) {
      if (t.type === 'text' || t.type === 'code_inline') words += countWords(t.content);
      if (t.type === 'link_open') {
        const href = t.attrGet('href');
        if (typeof href === 'string') t.attrSet('href', resolveLink(href));
      }
    }
  }
  return { html: md.renderer.render(tokens, md.options, {}), words };
}
