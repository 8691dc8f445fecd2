/**
 * Core Web Vitals ratings with the thresholds the `web-vitals` package itself
 * uses (web.dev's "good" and "poor" limits): good up to the first,
 * needs improvement up to the second, poor beyond.
 */
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds, type MetricRatingThresholds } from 'web-vitals';
import type { VitalName } from './events';

export const VITAL_THRESHOLDS: Readonly<Record<VitalName, MetricRatingThresholds>> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}
