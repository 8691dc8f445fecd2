/**
 * The lifetime of today's pages near the city's midnight: Next keeps no page
 * whose `expire` is under five minutes (it renders it per request, private),
 * so in the last minutes of the day the page stays stale-servable for five
 * minutes, and is still fresh only until midnight.
 */
import { lifeOf } from '@/lib/http/cache-life';

describe("lifeOf('today')", () => {
  it('runs to the midnight of the city, then a minute stale', () => {
    // 23:30 in India: 1800 s to midnight.
    expect(lifeOf('today', 'Asia/Kolkata', new Date('2026-03-19T18:00:00Z'))).toEqual({ stale: 300, revalidate: 1800, expire: 1860 });
  });

  it('keeps five minutes of expiry in the day’s last minutes, fresh only until midnight', () => {
    // 23:58:30 in India: 90 s to midnight.
    expect(lifeOf('today', 'Asia/Kolkata', new Date('2026-03-19T18:28:30Z'))).toEqual({ stale: 90, revalidate: 90, expire: 300 });
    // 23:59:45: fresh at least a minute (Next's floor), still five minutes of expiry.
    expect(lifeOf('today', 'Asia/Kolkata', new Date('2026-03-19T18:29:45Z'))).toEqual({ stale: 60, revalidate: 60, expire: 300 });
  });
});
