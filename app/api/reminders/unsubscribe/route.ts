/** GET or POST /api/reminders/unsubscribe?token=: the one-click stop of a device's reminders (lib/reminders/http.ts). */
import { unsubscribeAnswer } from '@/lib/reminders/http';

export function GET(request: Request): Promise<Response> {
  return unsubscribeAnswer(request);
}

export function POST(request: Request): Promise<Response> {
  return unsubscribeAnswer(request);
}
