/** POST /api/reminders/test: one test message now, only under the test runner (REMINDERS_TEST_HOOKS=1; else 404). */
import { testAnswer } from '@/lib/reminders/http';

export function POST(request: Request): Promise<Response> {
  return testAnswer(request);
}
