import { handleAnalyticsPost } from '@/lib/analytics/endpoint';

/** Batches of events from the browser collector (lib/analytics/endpoint.ts). */
export function POST(request: Request): Promise<Response> {
  return handleAnalyticsPost(request);
}
