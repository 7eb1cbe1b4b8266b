import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, OUR_GROUP_MEMBERS } from '../../build/vite/chunk-groups';

const ROOT = join(import.meta.dirname, '../..');
const exists = (member: string) =>
  member.endsWith('/')
    ? existsSync(join(ROOT, member)) && statSync(join(ROOT, member)).isDirectory()
    : ['.ts', '.tsx'].some((ext) => existsSync(join(ROOT, member + ext)));
const groupOf = (id: string) =>
  [...CHUNK_GROUPS]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .find((g) => (g.test instanceof RegExp ? g.test.test(id) : typeof g.test === 'function' && g.test(id)))?.name;

describe('the build’s chunk groups', () => {
  // A module moved or renamed without its group falls back to automatic splitting: one more request on the pages
  // that load it, which only the bundle budget would notice.
  it.each(Object.entries(OUR_GROUP_MEMBERS).flatMap(([group, members]) => members.map((m) => [group, m])))(
    '%s names %s, which exists',
    (_group, member) => {
      expect(exists(member)).toBe(true);
    },
  );

  it('puts a module in the group that names it, and leaves look-alikes alone', () => {
    expect(groupOf(join(ROOT, 'src/flows/public-gate.ts'))).toBe('shell-public');
    expect(groupOf(join(ROOT, 'src/flows/auth.ts'))).toBe('ui-forms');
    expect(groupOf(join(ROOT, 'src/routes/_client.tsx'))).toBe('client-home');
    expect(groupOf(join(ROOT, 'src/screens/shared/app-header.tsx'))).toBe('shell-public');
    expect(groupOf(join(ROOT, 'src/routes/_client/myAssets.tsx'))).toBeUndefined();
    expect(groupOf(join(ROOT, 'node_modules/dayjs/esm/index.js'))).toBe('formats');
    expect(groupOf('C:\\repo\\src\\components\\logo.tsx')).toBe('shell');
    // The login form's controls load before its first render; the longer forms' text areas and selects do not.
    const chakra = (name: string) => join(ROOT, `node_modules/@chakra-ui/react/dist/esm/components/${name}/${name}.js`);
    expect(groupOf(chakra('input'))).toBe('ui-forms');
    expect(groupOf(chakra('textarea'))).toBe('ui-forms-more');
    expect(groupOf(chakra('native-select'))).toBe('ui-forms-more');
    expect(groupOf(chakra('button'))).toBe('ui');
  });
});
