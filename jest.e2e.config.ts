/** @jest-config-loader esbuild-register */
/**
 * End-to-end suite: Jest files under tests/e2e drive Debian's Chromium through
 * playwright-core against a running production server at BASE_URL.
 * `npm test` builds, starts the server on a free port and runs this config;
 * by hand: `BASE_URL=http://localhost:3000 npx jest -c jest.e2e.config.ts`.
 */
import nextJest from 'next/jest.js';
import type { Config } from 'jest';
import { transformEsmPackages } from './tests/setup/esm-transform';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
};

export default async function jestConfig(): Promise<Config> {
  return transformEsmPackages(await createJestConfig(config)());
}
