/**
 * Runs once when a server starts (not during `next build`): opens the
 * analytics store, creating its file on the first start, and runs its
 * retention now and daily. Analytics never stop the site from starting.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startAnalytics } = await import('./lib/analytics/runtime');
  await startAnalytics();
}
