/** GET /api/anniversaries?p=&city=[&lang=]: the anniversary tool's view model (lib/personal/http.ts). */
import { anniversariesAnswer } from '@/lib/personal/http';

export function GET(request: Request): Promise<Response> {
  return anniversariesAnswer(request);
}
