/**
 * tools/check-words.ts: the words no tracked file may say, and the environment variables docs/operations.md must
 * list. The forbidden samples are joined from pieces, so this file does not trip the check it tests.
 */
import { describe, expect, it } from 'vitest';
import { compareEnv, documentedEnvNames, envNamesIn, findForbidden, isBinary, shellNamesIn } from '../tools/check-words.ts';

const w = (...pieces: string[]) => pieces.join('');
const hitNames = (text: string) => findForbidden(text).map((h) => h.name);

describe('the words check', () => {
  it.each([
    [w('Issue', ' 7: a handful of chunks'), 'tracker item'],
    [w('the ', 'issue', ' 7 budget'), 'tracker item'],
    [w('issues', ' 3 and 4'), 'tracker item'],
    [w('see ', 'issue', ' #12'), 'tracker item'],
    [w('measured 440 s in ', 'session', ' 17'), 'work period'],
    [w('Since ', 'session', ' 19 the client pages'), 'work period'],
    [w('Session', " 9's host"), 'work period'],
    [w('sessions', ' 12-14'), 'work period'],
    [w('sessions', ' 12 and 13'), 'work period'],
    [w('the nine personas of the ', 'team', ' brief'), 'brief'],
    [w('TEAM', '  BRIEF'), 'brief'],
    [w('as ', 'the', ' lead said'), 'lead'],
    [w('the', " lead's brief allows it"), 'lead'],
    [w('failed the run (', 'CI', ' rehearsal)'), 'rehearsal'],
  ])('finds %j (%s)', (text, name) => {
    expect(hitNames(text)).toEqual([name]);
  });

  it.each([
    'the session expired: please log in again',
    'the session cache keeps a lookup for a second',
    'after a 20-minute session of inactivity',
    "sessionStorage 'hl.session'",
    'an invalid session (3008/3009/3010) resets and reloads',
    w('session', ' 3010: session replaced'),
    'Irreversible; revokes every session. 4001 wrong password',
    'a ticket is issued for 2 hours',
    w('the', ' lead time of a redemption'),
    w('the', ' leading fund of the year'),
    'More Chinese manufacturers lead the world in their niche.',
    w('the', ' leads of the sales team'),
    'a brief of the fund (FundBrief)',
    'the issue date of the report',
    'a known issue with the printer',
    'the rehearsal of the annual meeting',
  ])('lets %j pass', (text) => {
    expect(findForbidden(text)).toEqual([]);
  });

  it('says on which line each hit is, with the line', () => {
    const text = ['first line', w('// fixed in ', 'issue', ' 8'), 'third', w('# ', 'session', ' 2 and ', 'the', ' lead')].join('\n');
    expect(findForbidden(text)).toEqual([
      { line: 2, text: w('// fixed in ', 'issue', ' 8'), name: 'tracker item', match: w('issue', ' 8') },
      { line: 4, text: w('# ', 'session', ' 2 and ', 'the', ' lead'), name: 'work period', match: w('session', ' 2') },
      { line: 4, text: w('# ', 'session', ' 2 and ', 'the', ' lead'), name: 'lead', match: w('the', ' lead') },
    ]);
  });

  it('takes a NUL byte near the start for a binary file', () => {
    expect(isBinary(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBe(true);
    expect(isBinary(new TextEncoder().encode('plain text, ünïcode too'))).toBe(false);
  });
});

describe('the environment check', () => {
  const env = w('process', '.env');

  it('finds the names read in both syntaxes, once each', () => {
    const code = [
      `const port = Number(${env}.PORT ?? 3000);`,
      `if (${env}.DATABASE_URL) connect(${env}.DATABASE_URL);`,
      `const a = ${env}['SMTP_URL'];`,
      `const b = ${env}["LOG_LEVEL"];`,
      `const c = ${env}.lowercase; const d = ${env}[name];`,
    ].join('\n');
    expect([...envNamesIn(code)].sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SMTP_URL']);
  });

  it('finds the names a shell script reads', () => {
    expect([...shellNamesIn('[ "${SKIP_BUILD:-}" = 1 ] || echo "$CHROME_PATH" $lower')].sort()).toEqual(['CHROME_PATH', 'SKIP_BUILD']);
  });

  it('reads the documented names from the rows that start with the name in backticks', () => {
    const markdown = [
      '| Variable | Default | Meaning |',
      '| --- | --- | --- |',
      '| `PORT` | 3000 | the port |',
      '|`DATABASE_URL`| none | PostgreSQL; empty: PGlite |',
      'Set `LOG_LEVEL` in the text: not a row.',
      '| the `SMTP_URL` variable | — | not a row that starts with a name |',
    ].join('\n');
    expect([...documentedEnvNames(markdown)].sort()).toEqual(['DATABASE_URL', 'PORT']);
  });

  it('says which names are missing from the document and which it lists that nothing reads', () => {
    const read = new Set(['PORT', 'HOST', 'DATABASE_URL']);
    const documented = new Set(['PORT', 'DATABASE_URL', 'SKIP_BUILD', 'GONE']);
    expect(compareEnv(read, documented, new Set([...read, 'SKIP_BUILD']))).toEqual({ missing: ['HOST'], extra: ['GONE'] });
    expect(compareEnv(read, new Set(read))).toEqual({ missing: [], extra: [] });
  });
});
