/**
 * The lint rules that keep the layers (eslint.config.mjs) fail a deliberate
 * violation of each, and pass the same imports where they are allowed.
 * ESLint runs in a child process (its flat config is an ES module, which
 * Jest's module system does not load), linting fixture text as if it were
 * the named file.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Fixture {
  name: string;
  filePath: string;
  code: string;
}

const ROOT = path.resolve(__dirname, '../../..');

/** Rule ids reported for each fixture, by fixture name. */
function lint(fixtures: Fixture[]): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const f of fixtures) {
      const [r] = await eslint.lintText(f.code, { filePath: f.filePath });
      out[f.name] = r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
    }
    console.log(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop() as string);
}

const BAD: Fixture[] = [
  { name: 'engine imports lib', filePath: 'engine/festivals/fixture.ts', code: "import { getCityBySlug } from '@/lib/cities';\nexport const x = getCityBySlug;\n" },
  { name: 'engine imports lib by path', filePath: 'engine/fixture.ts', code: "import { namesFor } from '../lib/names/names';\nexport const x = namesFor;\n" },
  { name: 'engine imports app', filePath: 'engine/fixture.ts', code: "import { loadHora } from '@/app/_loaders/day';\nexport const x = loadHora;\n" },
  { name: 'engine imports React', filePath: 'engine/fixture.ts', code: "import { cache } from 'react';\nexport const x = cache;\n" },
  { name: 'engine imports Next', filePath: 'engine/fixture.ts', code: "import { notFound } from 'next/navigation';\nexport const x = notFound;\n" },
  { name: 'engine imports messages', filePath: 'engine/fixture.ts', code: "import en from '@/messages/en.json';\nexport const x = en;\n" },
  { name: 'swisseph outside the ephemeris', filePath: 'engine/fixture.ts', code: "import swisseph from 'swisseph';\nexport const x = swisseph;\n" },
  { name: 'civil-date imports', filePath: 'engine/civil-date.ts', code: "import { zoneOf } from './time';\nexport const x = zoneOf;\n" },
  { name: 'lib imports app', filePath: 'lib/view/fixture.ts', code: "import { loadHora } from '@/app/_loaders/day';\nexport const x = loadHora;\n" },
  { name: 'deep engine import from the site', filePath: 'app/_loaders/fixture.ts', code: "import { toLocalIso } from '@/engine/time';\nexport const x = toLocalIso;\n" },
  { name: 'deep engine import from a script', filePath: 'scripts/fixture.ts', code: "import { toLocalIso } from '../engine/time';\nexport const x = toLocalIso;\n" },
  { name: 'client imports the engine', filePath: 'app/_components/Fixture.tsx', code: "'use client';\nimport { computeDay } from '@/engine';\nexport const x = computeDay;\n" },
  {
    name: 'client imports the city index through another module',
    filePath: 'app/_components/Fixture.tsx',
    code: "'use client';\nimport { resolveSelection } from '@/lib/selection/resolve';\nexport const x = resolveSelection;\n",
  },
  { name: 'client imports a Node built-in', filePath: 'app/_components/Fixture.tsx', code: "'use client';\nimport { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
  { name: 'client imports zod', filePath: 'app/_components/Fixture.tsx', code: "'use client';\nimport { z } from 'zod';\nexport const x = z;\n" },
  {
    name: 'client reaches zod through the server schemas',
    filePath: 'app/_components/Fixture.tsx',
    code: "'use client';\nimport { dateSchema } from '@/lib/selection/schemas';\nexport const x = dateSchema;\n",
  },
  { name: 'client imports luxon', filePath: 'app/_components/Fixture.tsx', code: "'use client';\nimport { DateTime } from 'luxon';\nexport const x = DateTime;\n" },
  { name: "client imports next-intl's hooks", filePath: 'app/_components/Fixture.tsx', code: "'use client';\nimport { useLocale } from 'next-intl';\nexport const x = useLocale;\n" },
];

const GOOD: Fixture[] = [
  { name: 'engine imports the engine', filePath: 'engine/fixture.ts', code: "import { toLocalIso } from './time';\nimport { limbAt } from './limbs/segments';\nexport const x = [toLocalIso, limbAt];\n" },
  { name: 'lib imports the engine entry', filePath: 'lib/view/fixture.ts', code: "import { computeDay } from '@/engine';\nexport const x = computeDay;\n" },
  { name: 'server component imports the engine', filePath: 'app/_components/Fixture.tsx', code: "import { computeDay } from '@/engine';\nexport const x = computeDay;\n" },
  {
    name: 'client imports browser-safe modules and types',
    filePath: 'app/_components/Fixture.tsx',
    code:
      "'use client';\nimport { shiftDate } from '@/engine/civil-date';\nimport { monthWeeks } from '@/lib/calendar-grid';\nimport { parseDate } from '@/lib/selection/params';\n" +
      "import { toolHref } from '@/lib/tools';\nimport { parseConventions } from '@/lib/conventions/conventions';\n" +
      "import type { City } from '@/lib/cities';\nimport { type Place } from '@/engine';\nexport const x = [shiftDate, monthWeeks, parseDate, toolHref, parseConventions] as unknown as [City, Place];\n",
  },
];

describe('the layer rules', () => {
  const results = lint([...BAD, ...GOOD]);

  it.each(BAD.map((f) => [f.name]))('fail: %s', (name) => {
    expect(results[name].filter((id) => id === 'no-restricted-imports' || id === 'no-restricted-syntax' || id === 'layers/client-boundary')).not.toEqual([]);
  });

  it.each(GOOD.map((f) => [f.name]))('pass: %s', (name) => {
    expect(results[name]).toEqual([]);
  });
});
