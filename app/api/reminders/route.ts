/** GET /api/reminders (the VAPID public key) and POST /api/reminders (save a push subscription): lib/reminders/http.ts. */
import { connection } from 'next/server';
import { publicKeyAnswer, subscribeAnswer } from '@/lib/reminders/http';

export async function GET(): Promise<Response> {
  // Answered at request time (the key is the running server's, not the build's): Cache Components would
  // otherwise prerender a handler that reads no request, and allows no `dynamic` segment config.
  await connection();
  return publicKeyAnswer();
}

export function POST(request: Request): Promise<Response> {
  return subscribeAnswer(request);
}
