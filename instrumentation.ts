/**
 * Runs once when the server starts, before it answers anything (Next's
 * instrumentation hook): a server without its ephemeris files or city index
 * must not start at all (lib/startup.ts), rather than say Ready and fail, or
 * silently answer from a less accurate fallback.
 */
export async function register() {
  // Servers only: `next build` loads this file too while it collects page data.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseToStartUnlessReady } = await import('./lib/startup');
  refuseToStartUnlessReady();
}
