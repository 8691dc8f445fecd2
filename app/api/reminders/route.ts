/** GET /api/reminders (the VAPID public key) and POST /api/reminders (save a push subscription): lib/reminders/http.ts. */
import { publicKeyAnswer, subscribeAnswer } from '@/lib/reminders/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return publicKeyAnswer();
}

export function POST(request: Request): Promise<Response> {
  return subscribeAnswer(request);
}
