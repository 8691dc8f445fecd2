/**
 * The README stays one page and the documents name only what exists
 * (issue 24: the README had grown to 1,600 lines and listed folders and
 * modules that were gone). Checked in README.md and docs/*.md:
 *
 * - the README has at most 200 lines;
 * - every `path/like/this` in inline code whose first segment is a folder
 *   of the repository exists (paths with placeholders, `<id>`, `{city}`,
 *   `...` or `*`, are patterns, not paths, and are skipped);
 * - every entry of the README's folder map exists (a top-level line names
 *   a top-level entry, an indented line an entry of the folder above it);
 * - every `npm run X` is a script of package.json;
 * - every relative Markdown link leads to a file.
 *
 * Paths under data/ are skipped: that folder is made at install, build or
 * run time (gitignored), so what exists there depends on the clone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Folders of the repository whose paths the documents name. */
const ROOTS = ['.ci', 'app', 'content', 'docs', 'engine', 'i18n', 'lib', 'messages', 'public', 'scripts', 'tests'];

/** The text outside fenced code blocks. */
function prose(md: string): string {
  return md.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, '');
}

/** Inline code spans of the prose that look like repository paths. */
export function repoPaths(md: string): string[] {
  const spans = [...prose(md).matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  return spans.filter((s) => {
    if (/\s|[<>{}*|]|\.\.\./.test(s) || !s.includes('/')) return false;
    return ROOTS.includes(s.split('/')[0]);
  });
}

/** Entries a folder-map line names: its leading file and folder names, before the description. */
function mapNames(line: string): string[] {
  const names: string[] = [];
  // A comma-separated list of names ("fuzz/, load/"); the first name not followed by a comma ends it.
  for (const token of line.trim().split(/\s+/)) {
    const t = token.replace(/,$/, '');
    if (!/^[\w.[\]-]+\/?$/.test(t) || !(t.endsWith('/') || /\.\w+$/.test(t))) break;
    names.push(t.replace(/\/$/, ''));
    if (!token.endsWith(',')) break;
  }
  return names;
}

/** Paths the README's folder map names, relative to the root. */
function folderMapPaths(readme: string): string[] {
  const block = /## Folder map\s*\n```[^\n]*\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "## Folder map" code block');
  const out: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const names = mapNames(line);
    if (!line.startsWith(' ')) {
      parent = names[0] ?? '';
      out.push(...names);
    } else {
      out.push(...names.map((n) => `${parent}/${n}`));
    }
  }
  return out;
}

describe('the README', () => {
  const readme = read('README.md');

  it('is one page: at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('names in its folder map only what exists', () => {
    const paths = folderMapPaths(readme);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((p) => !p.startsWith('data') && !existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it('keeps the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });
});

describe.each(DOCS)('%s', (file) => {
  const md = read(file);

  it('names only paths that exist', () => {
    const missing = repoPaths(md).filter((p) => !existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const named = [...md.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]);
    expect(named.filter((n) => !scripts.includes(n))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...prose(md).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l) && !l.startsWith('/'));
    expect(links.filter((l) => !existsSync(path.join(ROOT, path.dirname(file), l)))).toEqual([]);
  });
});

describe('repoPaths', () => {
  it('takes repository paths and skips patterns, URLs and commands', () => {
    expect(repoPaths('`lib/urls` `engine/index.ts` `/api/panchang` `content/blog/<id>/en.md` `npm run bench` `app/[locale]/[s1]/.../page.tsx` `route.ts`')).toEqual([
      'lib/urls',
      'engine/index.ts',
    ]);
  });
});
