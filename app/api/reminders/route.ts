/** GET /api/reminders (the VAPID public key) and POST /api/reminders (save a push subscription): lib/reminders/http.ts. */
import { connection } from 'next/server';
import { publicKeyAnswer, subscribeAnswer } from '@/lib/reminders/http';

/** Per request (connection()), never prerendered: the key is the running server's (REMINDERS_* at start). */
export async function GET(): Promise<Response> {
  await connection();
  return publicKeyAnswer();
}

export function POST(request: Request): Promise<Response> {
  return subscribeAnswer(request);
}
