/**
 * Reads the Knowledge Hub from disk: one folder per article under
 * content/blog/<id>/, holding `en.md` and `hi.md` with YAML front matter
 *
 *   ---
 *   title: What is a Panchang?
 *   description: One or two sentences for search results and teasers.
 *   category: panchang-basics        # a key of lib/blog/categories.ts
 *   date: 2026-11-23                 # first published
 *   slug: what-is-a-panchang         # this language's URL: /blog/<slug> (/hi/blog/<slug>)
 *   ---
 *
 * Every article exists in every locale with the same category and date, and
 * its links lead to existing pages (links.ts); anything else throws with the
 * file's name, so a broken article fails the tests instead of reaching a
 * reader. Server-only (node:fs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { CATEGORY_KEYS, type CategoryKey } from './categories';
import { READING_ORDER } from './editorial';
import { articlePath, resolveArticleLink } from './links';
import { renderMarkdown } from './markdown';

export interface ArticleSummary {
  /** The folder name: the same in every language. */
  id: string;
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  category: CategoryKey;
  /** YYYY-MM-DD. */
  date: string;
  words: number;
  readingMinutes: number;
  /** Locale-less path of the article: `/blog/<slug>`. */
  path: string;
}

export interface Article extends ArticleSummary {
  /** Sanitised HTML of the body (markdown.ts). */
  html: string;
  /** Locale-less path of the same article in each language (for hreflang and the language switch). */
  paths: Record<Locale, string>;
}

/**
 * Reading speed in words per minute. English prose for a general audience is
 * read at about 200-250 wpm; Hindi in Devanagari more slowly (longer
 * orthographic words with conjuncts), about 150-180. We take the lower ends
 * so the estimate does not flatter the article.
 */
const WORDS_PER_MINUTE: Record<Locale, number> = { en: 200, hi: 150 };

export const readingMinutes = (words: number, locale: Locale) => Math.max(1, Math.round(words / WORDS_PER_MINUTE[locale]));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatter = z.object({
  title: z.string().trim().min(5).max(120),
  // Search engines show about 155-160 characters.
  description: z.string().trim().min(50).max(200),
  category: z.enum(CATEGORY_KEYS),
  // YAML reads an unquoted 2026-11-23 as a Date.
  date: z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  // "category" would shadow /blog/category/...
  slug: z.string().regex(SLUG).refine((s) => s !== 'category', 'slug "category" is reserved'),
});

interface Source {
  id: string;
  locale: Locale;
  file: string;
  meta: z.output<typeof frontMatter>;
  body: string;
}

export interface BlogStore {
  /** Per locale, in list order: newest first, then the editorial reading order. */
  byLocale: Record<Locale, Article[]>;
}

function readSource(dir: string, id: string, locale: Locale): Source {
  const file = path.join(dir, id, `${locale}.md`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file}: missing (every article needs ${routing.locales.map((l) => `${l}.md`).join(' and ')})`);
  }
  const parsed = matter(text);
  const meta = frontMatter.safeParse(parsed.data);
  if (!meta.success) {
    const issue = meta.error.issues[0];
    throw new Error(`${file}: front matter ${issue.path.join('.') || ''} ${issue.message}`);
  }
  if (/^#\s/m.test(parsed.content)) throw new Error(`${file}: the title is the page's only h1; start sections with ##`);
  return { id, locale, file, meta: meta.data, body: parsed.content };
}

const orderIndex = (id: string) => {
  const i = (READING_ORDER as readonly string[]).indexOf(id);
  return i < 0 ? READING_ORDER.length : i;
};

function compareArticles(a: Source, b: Source): number {
  if (a.meta.date !== b.meta.date) return a.meta.date < b.meta.date ? 1 : -1;
  return orderIndex(a.id) - orderIndex(b.id) || a.id.localeCompare(b.id);
}

/** Loads and checks every article under `dir` (throws on the first problem, naming the file). */
export function loadBlog(dir: string): BlogStore {
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const sources = ids.map((id) => {
    if (!SLUG.test(id)) throw new Error(`${path.join(dir, id)}: folder names are article ids (lowercase words joined by -)`);
    return Object.fromEntries(routing.locales.map((l) => [l, readSource(dir, id, l)])) as Record<Locale, Source>;
  });

  for (const s of sources) {
    const [first, ...rest] = routing.locales.map((l) => s[l]);
    for (const other of rest) {
      for (const field of ['category', 'date'] as const) {
        if (other.meta[field] !== first.meta[field]) {
          throw new Error(`${other.file}: ${field} "${other.meta[field]}" differs from ${first.file} ("${first.meta[field]}")`);
        }
      }
    }
  }

  const byLocale = {} as Record<Locale, Article[]>;
  for (const locale of routing.locales) {
    const list = sources.map((s) => s[locale]).sort(compareArticles);
    const seen = new Map<string, string>();
    for (const s of list) {
      const dup = seen.get(s.meta.slug);
      if (dup) throw new Error(`${s.file}: slug "${s.meta.slug}" is also used by ${dup}`);
      seen.set(s.meta.slug, s.file);
    }
    const slugOf = new Map(list.map((s) => [s.id, s.meta.slug]));
    const categories = new Set(list.map((s) => s.meta.category));
    byLocale[locale] = list.map((s) => {
      let rendered;
      try {
        rendered = renderMarkdown(s.body, {
          resolveLink: (href) =>
            resolveArticleLink(href, { locale, articleSlug: (id) => slugOf.get(id), hasCategory: (k) => categories.has(k as CategoryKey) }),
        });
      } catch (e) {
        throw new Error(`${s.file}: ${e instanceof Error ? e.message : String(e)}`);
      }
      const pair = sources.find((p) => p[locale] === s)!;
      return {
        id: s.id,
        locale,
        slug: s.meta.slug,
        title: s.meta.title,
        description: s.meta.description,
        category: s.meta.category,
        date: s.meta.date,
        words: rendered.words,
        readingMinutes: readingMinutes(rendered.words, locale),
        path: articlePath(s.meta.slug),
        html: rendered.html,
        paths: Object.fromEntries(routing.locales.map((l) => [l, articlePath(pair[l].meta.slug)])) as Record<Locale, string>,
      };
    });
  }
  return { byLocale };
}
