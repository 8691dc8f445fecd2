/** GET /api/reminders (the VAPID public key) and POST /api/reminders (save a push subscription): lib/reminders/http.ts. */
import { connection } from 'next/server';
import { publicKeyAnswer, subscribeAnswer } from '@/lib/reminders/http';

/** The key is the running server's (its environment), not the build's: answered per request. */
export async function GET(): Promise<Response> {
  await connection();
  return publicKeyAnswer();
}

export function POST(request: Request): Promise<Response> {
  return subscribeAnswer(request);
}
