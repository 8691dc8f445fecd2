#!/usr/bin/env node
/**
 * Keeps tests/fixtures/reference in step with the team's shared reference
 * data (../shared/reference beside the clone), which the tests must not need.
 *
 *   node scripts/reference-sync.mjs          check: list differing files, exit 1 if any
 *   node scripts/reference-sync.mjs --write  copy the shared files over the fixtures
 *
 * Without ../shared/reference there is nothing to compare: the check says so
 * and exits 0 (a fresh clone has only its own copy).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED = process.env.SHARED_REFERENCE_DIR ?? path.resolve(ROOT, '../shared/reference');
export const COPY = path.join(ROOT, 'tests/fixtures/reference');
/** Files of the copy that are ours, not the shared folder's. */
const OWN = new Set(['ORIGIN.md']);

function files(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p, base) : [path.relative(base, p)];
  });
}

/** Paths (relative) that are missing on one side or differ in content. */
export function referenceDifferences(shared = SHARED, copy = COPY) {
  const a = new Set(files(shared));
  const b = new Set(files(copy).filter((f) => !OWN.has(f)));
  const out = [];
  for (const f of [...new Set([...a, ...b])].sort()) {
    if (!a.has(f)) out.push({ file: f, problem: 'only in the copy' });
    else if (!b.has(f)) out.push({ file: f, problem: 'missing from the copy' });
    else if (!readFileSync(path.join(shared, f)).equals(readFileSync(path.join(copy, f)))) out.push({ file: f, problem: 'differs' });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(SHARED)) {
    console.log(`reference: no shared folder at ${SHARED}; the repository's copy is used as is`);
    process.exit(0);
  }
  const diffs = referenceDifferences();
  if (process.argv.includes('--write')) {
    for (const { file, problem } of diffs) {
      if (problem === 'only in the copy') {
        console.log(`reference: ${file} is only in the copy; left in place (remove it by hand if it was withdrawn)`);
        continue;
      }
      mkdirSync(path.dirname(path.join(COPY, file)), { recursive: true });
      copyFileSync(path.join(SHARED, file), path.join(COPY, file));
      console.log(`reference: copied ${file}`);
    }
    process.exit(0);
  }
  for (const d of diffs) console.log(`reference: ${d.file}: ${d.problem}`);
  console.log(diffs.length ? `reference: ${diffs.length} file(s) out of step; run npm run reference:sync` : 'reference: copy is up to date');
  process.exit(diffs.length ? 1 : 0);
}
