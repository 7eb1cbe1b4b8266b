/** The screens share a module graph (vitest.config.ts); a screen test that replaces a module must run isolated. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_SCREEN_TESTS } from '../support/mocking-screen-tests';

const ROOT = join(__dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('vitest projects', () => {
  it('every screen test that calls vi.mock is listed to run isolated', () => {
    const mocking = testFiles(join(ROOT, 'tests/screens'))
      .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
      .map((file) => relative(ROOT, file));
    expect(mocking.sort()).toEqual([...MOCKING_SCREEN_TESTS].sort());
  });
});
