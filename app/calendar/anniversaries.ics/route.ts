/**
 * GET /calendar/anniversaries.ics?p=&city=[&lang=hi][&alarm=19]
 * People's Shraddha and Hindu birthdays as a calendar feed (lib/personal/http.ts);
 * documented as anniversaryFeedEndpoint (lib/calendar-feed/http.ts).
 */
import { anniversaryFeedAnswer } from '@/lib/personal/http';

export function GET(request: Request): Promise<Response> {
  return anniversaryFeedAnswer(request);
}
