/**
 * ESLint rule `layers/client-boundary`: a client component ('use client'
 * file) and every module it imports, directly or through other modules,
 * must stay out of the server's code: the engine (it loads the native
 * swisseph addon; only engine/civil-date.ts is browser-safe), the city
 * index (it reads a 30 MB file with node:fs; its types are fine), swisseph
 * itself and Node's built-in modules. no-restricted-imports sees one file's
 * own imports only and cannot select files by their directive, hence this
 * rule: it follows the value imports of the graph (type-only imports vanish
 * at build time) and names the chain that leads to the server module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Project files a client bundle must not contain (paths relative to the root), and the one exception of each. */
const SERVER_DIRS = [
  { dir: 'engine/', except: ['engine/civil-date.ts'], why: 'the engine loads swisseph' },
  { dir: 'lib/cities/', except: ['lib/cities/types.ts'], why: 'the city index reads its data file with node:fs' },
];
const SERVER_PACKAGES = new Set(['swisseph', 'server-only']);
/** Packages kept out of the browser for their weight (issue 13 item 11): the server's schemas and zone maths. */
const HEAVY_PACKAGES = new Map([
  ['zod', 'zod stays on the server (plain checks in the browser: lib/selection/params.ts)'],
  ['luxon', 'luxon stays on the server (lib/format/zoned.ts reads zones with Intl)'],
]);
/**
 * Entry points (exact specifiers) kept out of the browser: next-intl's client
 * provider and hooks were ~4 KB gzipped on every page (issue 24); its routing
 * definition (next-intl/routing, a plain object) is fine.
 */
const HEAVY_ENTRIES = new Map([
  ['next-intl', 'next-intl stays on the server (client components: useLocale and useClientT from app/_components/i18n/client-intl.tsx, links from @/i18n/navigation)'],
  ['use-intl', 'use-intl stays on the server (client components: app/_components/i18n/client-intl.tsx)'],
  ['use-intl/react', 'use-intl stays on the server (client components: app/_components/i18n/client-intl.tsx)'],
]);
const NODE_BUILTINS = new Set(builtinModules);

/** Why a resolved project file or package is server-only, or null. */
function serverOnly(target) {
  if (target.package) {
    const name = target.package.startsWith('node:') ? target.package : target.package.split('/')[0];
    if (SERVER_PACKAGES.has(name)) return `${name} is server-only`;
    if (HEAVY_PACKAGES.has(name)) return HEAVY_PACKAGES.get(name);
    if (HEAVY_ENTRIES.has(target.package)) return HEAVY_ENTRIES.get(target.package);
    if (name.startsWith('node:') || NODE_BUILTINS.has(name)) return `${name} is a Node built-in`;
    return null;
  }
  for (const s of SERVER_DIRS) if (target.file.startsWith(s.dir) && !s.except.includes(target.file)) return s.why;
  return null;
}

/** A module specifier seen from `fromFile` (root-relative): a project file, a package, or null when unresolvable. */
function resolve(spec, fromFile) {
  let base = null;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  else return { package: spec };
  if (/\.(json|css|svg)$/.test(base)) return null;
  for (const ext of ['', ...EXTENSIONS]) {
    const file = base + ext;
    if (/\.(tsx?|mjs|js)$/.test(file) && existsSync(path.join(ROOT, file))) return { file };
  }
  return null;
}

/** The module specifiers a source imports for their values (not `import type`, not type-only bindings). */
function valueImports(text, fileName) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const c = st.importClause;
      if (c?.isTypeOnly) continue;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : null;
      const onlyTypes = c && !c.name && named && named.length > 0 && named.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) && !st.isTypeOnly) {
      out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

const importsOf = new Map();
function fileImports(file) {
  let list = importsOf.get(file);
  if (!list) {
    list = valueImports(readFileSync(path.join(ROOT, file), 'utf8'), file);
    importsOf.set(file, list);
  }
  return list;
}

/** The first chain from `start` to a server-only module, as ['a.ts', 'b.ts', ..., target], or null. */
function serverChain(start, fromFile) {
  const first = resolve(start, fromFile);
  if (!first) return null;
  const queue = [[first, [first.file ?? first.package]]];
  const seen = new Set();
  while (queue.length > 0) {
    const [target, chain] = queue.shift();
    const why = serverOnly(target);
    if (why) return { chain, why };
    if (!target.file || seen.has(target.file)) continue;
    seen.add(target.file);
    for (const spec of fileImports(target.file)) {
      const next = resolve(spec, target.file);
      if (next) queue.push([next, [...chain, next.file ?? next.package]]);
    }
  }
  return null;
}

const isClientModule = (program) =>
  program.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');

export const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "Client components must not import (directly or through other modules) the engine, the city index, swisseph or Node built-ins" },
    schema: [],
    messages: {
      server: "A client component cannot import '{{spec}}': {{chain}} ({{why}}). Pass the data from a server component instead.",
    },
  },
  create(context) {
    if (!isClientModule(context.sourceCode.ast)) return {};
    const fromFile = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node, spec) => {
      const found = serverChain(spec, fromFile);
      if (found) context.report({ node, messageId: 'server', data: { spec, chain: found.chain.join(' → '), why: found.why } });
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type')) return;
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source.value);
      },
    };
  },
};

const layers = { rules: { 'client-boundary': clientBoundary } };
export default layers;
