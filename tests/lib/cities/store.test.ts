import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CityStore, cityIndexPath } from '@/lib/cities/store';

describe('city index loading', () => {
  it('fails with a message naming the build step when the index is missing', () => {
    const cwd = process.cwd();
    const empty = mkdtempSync(path.join(tmpdir(), 'cities-'));
    try {
      process.chdir(empty);
      jest.isolateModules(() => {
        const { getStore } = require('@/lib/cities/store') as typeof import('@/lib/cities/store');
        expect(() => getStore()).toThrow(/data\/generated\/cities\.bin could not be read \(ENOENT\).*scripts\/build-cities\.mjs/);
      });
    } finally {
      process.chdir(cwd);
      rmSync(empty, { recursive: true });
    }
  });

  it('refuses a file that is not a city index', () => {
    expect(() => new CityStore(Buffer.from('{"not":"an index"}'))).toThrow(/bad magic/);
  });

  it('loads from an unaligned buffer too', () => {
    const bytes = readFileSync(cityIndexPath());
    const shifted = Buffer.alloc(bytes.length + 1);
    bytes.copy(shifted, 1);
    const store = new CityStore(shifted.subarray(1));
    expect(store.record(store.findSlug('varanasi')).id).toBe(1253405);
  });
});
