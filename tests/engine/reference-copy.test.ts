/**
 * The repository's copy of the reference data (tests/fixtures/reference)
 * must match the team's shared folder when that folder is present beside the
 * clone; a fresh clone without it has only the copy, and this test says so.
 */
import fs from 'node:fs';
import path from 'node:path';

const sync = require('../../scripts/reference-sync.mjs') as typeof import('../../scripts/reference-sync.mjs');

const shared = path.resolve(__dirname, '../../../shared/reference');

(fs.existsSync(shared) ? it : it.skip)('tests/fixtures/reference matches ../shared/reference (npm run reference:sync)', () => {
  expect(sync.referenceDifferences(shared)).toEqual([]);
});

it('the copy holds every file the accuracy tests read', () => {
  for (const f of ['tithi-at-sunrise-new-delhi-1900-2050.csv', 'tithi-at-sunrise-new-york-1900-2050.csv', 'lunar-months-new-delhi-1900-2050.csv', 'drik-days-dev.json', 'festivals-dev.json', 'README.md']) {
    expect(fs.existsSync(path.join(sync.COPY, f))).toBe(true);
  }
});
