/**
 * Runs once when the server starts, before it answers anything (Next's
 * instrumentation hook): a server without its ephemeris files or city index
 * must not start at all (lib/startup.ts), rather than say Ready and fail, or
 * silently answer from a less accurate fallback.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseToStartUnlessReady } = await import('./lib/startup');
  refuseToStartUnlessReady();
}
