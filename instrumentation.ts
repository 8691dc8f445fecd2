/**
 * Runs once when a server starts, before it answers anything (Next's
 * instrumentation hook; not during `next build`, which loads this file too
 * while it collects page data). First the start-up checks: a server without
 * its ephemeris files or city index must not start at all (lib/startup.ts),
 * rather than say Ready and fail, or silently answer from a less accurate
 * fallback. Then analytics: the store is opened (its file created on the
 * first start) and its retention runs now and daily; analytics never stop
 * the site from starting. Last the push reminders' scheduler (its store and
 * VAPID keys created on the first start; lib/reminders/runtime.ts), which
 * does not stop the site either.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseToStartUnlessReady } = await import('./lib/startup');
  refuseToStartUnlessReady();
  const { startAnalytics } = await import('./lib/analytics/runtime');
  await startAnalytics();
  const { startReminders } = await import('./lib/reminders/runtime');
  startReminders();
}
