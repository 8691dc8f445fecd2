/**
 * Stands in, in browser bundles only (next.config.ts `turbopack.resolveAlias`),
 * for use-intl's ICU message formatter (`use-intl/format-message`, which
 * brings intl-messageformat: ~9 KB of gzipped JavaScript on every page).
 * next-intl's client provider and navigation import it through use-intl even
 * when no client component calls `useTranslations`; client components
 * translate with useClientT (app/_components/i18n/useClientT.ts), and
 * tests/unit/i18n/client-messages.test.ts keeps `useTranslations` out of them.
 * Should a client `useTranslations` ever run, it fails loudly here (next-intl
 * reports the error and shows the message's key) instead of shipping the
 * formatter again unnoticed.
 */
export default function formatMessage(key: string): never {
  throw new Error(`next-intl's message formatter is not sent to the browser; "${key}" must be translated with useClientT`);
}
