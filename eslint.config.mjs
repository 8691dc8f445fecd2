import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './scripts/lint/client-boundary.mjs';

/**
 * The layers, kept by the linter (README "The layers"; tests/unit/lint shows
 * each rule failing a deliberate violation):
 *   engine/  plain TypeScript: no lib/, app/, i18n/, messages, React, Next;
 *            swisseph only in engine/ephemeris.ts; engine/civil-date.ts imports nothing
 *   lib/     no app/
 *   outside engine/: the engine through its public entry (`@/engine`), or the
 *            browser-safe `@/engine/civil-date`
 *   client components ('use client') and all they import: no engine, city
 *            index, swisseph or Node built-ins (layers/client-boundary)
 * Tests are white-box and may import any module.
 */
const ENGINE_ENTRY = {
  group: ['@/engine/*', '!@/engine/civil-date', '**/engine/*', '!**/engine/civil-date'],
  message: 'Import the engine through its public entry, @/engine (client code: @/engine/civil-date).',
};
const SWISSEPH = { name: 'swisseph', message: 'Only engine/ephemeris.ts talks to the Swiss Ephemeris.' };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'out/**', 'coverage/**', 'test-results/**', 'data/generated/**', 'next-env.d.ts']),
  {
    // Test files and scripts may use require() for native modules and console output.
    files: ['tests/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['engine/**'],
    ignores: ['engine/ephemeris.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SWISSEPH],
          patterns: [
            {
              group: ['@/lib', '@/lib/*', '@/app', '@/app/*', '@/i18n', '@/i18n/*', '@/messages/*', '**/lib/*', '**/app/*', '**/i18n/*', '**/messages/*'],
              message: 'engine/ speaks numbers and keys and imports nothing from lib/, app/, i18n/ or the messages.',
            },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', 'next-intl', 'next-intl/*', 'use-intl', 'use-intl/*'],
              message: 'engine/ is plain TypeScript usable from a script: no React, Next or next-intl.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/civil-date.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportDeclaration', message: 'engine/civil-date.ts is browser-safe and imports nothing.' }],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SWISSEPH],
          patterns: [ENGINE_ENTRY, { group: ['@/app', '@/app/*', '**/app/*'], message: 'lib/ serves app/ and never imports from it.' }],
        },
      ],
    },
  },
  {
    files: ['app/**', 'i18n/**', 'scripts/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SWISSEPH], patterns: [ENGINE_ENTRY] }],
    },
  },
  {
    files: ['app/**/*.ts', 'app/**/*.tsx', 'lib/**/*.ts', 'lib/**/*.tsx'],
    plugins: { layers },
    rules: { 'layers/client-boundary': 'error' },
  },
]);
