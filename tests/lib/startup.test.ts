/**
 * The start-up checks (lib/startup.ts): what instrumentation.ts refuses to
 * start without, and what GET /api/health reports.
 */
import os from 'node:os';
import { GET as health } from '@/app/api/health/route';
import { checkServer } from '@/lib/startup';

describe('start-up checks', () => {
  it('pass with the ephemeris files and the city index in place', () => {
    const r = checkServer();
    expect(r.problems).toEqual([]);
    expect(r.ready).toBe(true);
    expect(r.ephemeris).toMatchObject({ version: '2.09.03', files: ['sepl_18.se1', 'semo_18.se1'] });
    expect(r.cityIndex?.places).toBeGreaterThan(190_000);
    // Outside the production server festival years are computed in-process.
    expect(r.festivalWorker).toEqual({ used: false, present: true });
  });

  it('name the missing city index and how to rebuild it', () => {
    jest.isolateModules(() => {
      const cwd = jest.spyOn(process, 'cwd').mockReturnValue(os.tmpdir());
      try {
        const r = (require('@/lib/startup') as typeof import('@/lib/startup')).checkServer();
        expect(r.ready).toBe(false);
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0]).toMatch(/^City index .*data\/generated\/cities\.bin could not be read \(ENOENT\)\. Run `npm install` to rebuild it/);
      } finally {
        cwd.mockRestore();
      }
    });
  });

  it('are reported by GET /api/health with the ephemeris in use', async () => {
    const res = await health(new Request('http://localhost/api/health'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      ready: true,
      ephemeris: { source: 'Swiss Ephemeris', version: '2.09.03', files: ['sepl_18.se1', 'semo_18.se1'], fallback: false },
      checks: { ephemeris: true, cityIndex: true, festivalWorker: true },
    });
    // No file system paths in a public answer.
    expect(JSON.stringify(body)).not.toContain('/');
  });
});
