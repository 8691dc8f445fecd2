import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
]);
