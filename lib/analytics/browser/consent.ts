/**
 * Whether the visitor lets us count anything: a browser that sends Do Not
 * Track or Global Privacy Control gets no analytics at all (nothing is
 * queued, logged or sent, and the collector is not even loaded).
 */
interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function trackingAllowed(nav: PrivacySignals = navigator as PrivacySignals, win: PrivacySignals = window as PrivacySignals): boolean {
  // Older Safari and IE put the Do Not Track flag on window.
  const dnt = nav.doNotTrack ?? win.doNotTrack;
  if (dnt === '1' || dnt === 'yes') return false;
  return nav.globalPrivacyControl !== true;
}
