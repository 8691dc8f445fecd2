/**
 * Whether .next holds a production build of the current sources: the build
 * exists (.next/BUILD_ID) and no input of the build is newer than it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Everything `next build` reads from the work tree (node_modules changes show in package-lock.json). */
const INPUTS = [
  'app',
  'engine',
  'lib',
  'i18n',
  'messages',
  'public',
  'data',
  'proxy.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * Written at run time, never read by the build: the analytics database
 * (ANALYTICS_DB_PATH's default folder, which the build itself may create when
 * it prerenders a page showing the counts) and the reminders' store and key.
 */
const RUNTIME_DATA = new Set([path.join('data', 'analytics'), path.join('data', 'reminders')]);
/** Folders holding runtime data: creating that data changes their own mtime, which says nothing about the build's inputs. */
const RUNTIME_PARENTS = new Set([...RUNTIME_DATA].map((p) => path.dirname(p)));

function newestMtime(p, root) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = RUNTIME_PARENTS.has(path.relative(root, p)) ? 0 : st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const child = path.join(p, entry);
    if (RUNTIME_DATA.has(path.relative(root, child))) continue;
    newest = Math.max(newest, newestMtime(child, root));
  }
  return newest;
}

export function buildIsCurrent(root = ROOT) {
  const id = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(id)) return false;
  const built = statSync(id).mtimeMs;
  return INPUTS.every((p) => newestMtime(path.join(root, p), root) <= built);
}
