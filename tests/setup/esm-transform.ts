/**
 * next-intl, use-intl, their formatters, web-vitals and the OpenAPI validator ship ES modules only: both Jest
 * configs let next/jest's SWC transform them (the names module formats its
 * ICU patterns with use-intl, and tests of either suite load it).
 */
import type { Config } from 'jest';

const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'web-vitals', '@seriousme/openapi-schema-validator'];

export function transformEsmPackages(base: Config): Config {
  // next/jest's first pattern is "/node_modules/(?!.pnpm)(?!(<packages it transpiles>)/)"; add ours to that list.
  const extra = ESM_PACKAGES.join('|');
  return {
    ...base,
    transformIgnorePatterns: (base.transformIgnorePatterns ?? []).map((p) =>
      p === '/node_modules/'
        ? `/node_modules/(?!(${extra})/)`
        : p.startsWith('/node_modules/(?!.pnpm)(?!(')
          ? p.replace('(?!.pnpm)(?!(', `(?!.pnpm)(?!(${extra}|`)
          : p,
    ),
  };
}
