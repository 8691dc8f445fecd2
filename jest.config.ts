/** @jest-config-loader esbuild-register */
/**
 * Unit, component, lib, engine and API tests: everything under tests/ except
 * tests/e2e (which needs a running server; see jest.e2e.config.ts).
 * The default environment is node (the engine tests load the native swisseph
 * addon); component tests opt into jsdom with a `@jest-environment jsdom` docblock.
 */
import nextJest from 'next/jest.js';
import type { Config } from 'jest';
import { transformEsmPackages } from './tests/setup/esm-transform';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  // The engine's century-long accuracy runs take about a minute.
  testTimeout: 180_000,
};

export default async function jestConfig(): Promise<Config> {
  return transformEsmPackages(await createJestConfig(config)());
}
