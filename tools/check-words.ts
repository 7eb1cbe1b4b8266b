/**
 * `node --import tsx tools/check-words.ts`: two checks on the tracked files (`git ls-files`), run by `npm test`'s static checks.
 *
 * Words: the repository speaks of the product, in the present tense. A tracked text file (binary files and
 * package-lock.json aside) fails when it names a numbered tracker item, a numbered work period, the team's brief,
 * its lead, or a rehearsal of CI (FORBIDDEN below): such a reference says where a line came from, not why the code is
 * the way it is, and goes stale. "session" alone stays a product word (login sessions, the session cache,
 * sessionStorage), and so do "issued", "lead time" and "leading". A work period's number has at most three digits: the
 * product's result codes are four (3010, "session replaced", may follow "session").
 *
 * Environment: every variable the code reads (process.env.<NAME> or process.env['<NAME>'], docs/ and README.md
 * aside) has a row starting with "| `<NAME>` |" in docs/operations.md, and every such row names a variable the code
 * reads (through process.env, or in a shell script as $<NAME> / ${<NAME>}).
 *
 * Prints file:line: text for each forbidden word and the names missing from or extra in docs/operations.md; exits 1
 * when there is any.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The forbidden words, each with what it names. Case-insensitive. No example is spelled out here, or this file
 * would fail its own check (tests/words.test.ts joins its samples from pieces).
 */
export const FORBIDDEN = [
  // The word issue or issues, then a number, with or without '#'.
  { name: 'tracker item', pattern: /\bissues?\s+#?\d+/i },
  // The word session or sessions, then a number of one to three digits (a range or a possessive after it changes
  // nothing): a four-digit number is one of the product's result codes, which stays a product text.
  { name: 'work period', pattern: /\bsessions?\s+#?\d{1,3}(?!\d)/i },
  { name: 'brief', pattern: /\bteam\s+brief\b/i },
  // "the", then the word lead (possessive included); "lead time", "leading", "leads", "leaders" stay product words.
  { name: 'lead', pattern: /\bthe\s+lead\b(?!\s+times?\b)/i },
  { name: 'rehearsal', pattern: /\bCI\s+rehearsals?\b/i },
];

/** Where the environment's documentation lives, and what the environment check does not read as code. */
export const OPERATIONS_DOC = 'docs/operations.md';
const isDocumentation = (path: string) => path === 'README.md' || path.startsWith('docs/');

/** Each forbidden word of `text`: its line (from 1), the line's text, and what it names. */
export function findForbidden(text: string): { line: number; text: string; name: string; match: string }[] {
  const hits: { line: number; text: string; name: string; match: string }[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    for (const { name, pattern } of FORBIDDEN) {
      const match = pattern.exec(line);
      if (match) hits.push({ line: i + 1, text: line.trim(), name, match: match[0] });
    }
  });
  return hits;
}

const ENV_DOT = /process\.env\.([A-Z][A-Z0-9_]*)/g;
const ENV_BRACKET = /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g;
const SHELL_READ = /\$\{?([A-Z][A-Z0-9_]*)/g;
const DOC_ROW = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm;

/** The environment variables `text` reads through process.env, in either syntax. */
export function envNamesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const re of [ENV_DOT, ENV_BRACKET]) for (const m of text.matchAll(re)) names.add(m[1]);
  return names;
}

/** The variables a shell script reads ($NAME, ${NAME…}). */
export function shellNamesIn(text: string): Set<string> {
  return new Set([...text.matchAll(SHELL_READ)].map((m) => m[1]));
}

/** The names of the table rows of `markdown` that start with "| `NAME` |". */
export function documentedEnvNames(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(DOC_ROW)].map((m) => m[1]));
}

/** What `documented` lacks of `read` (missing) and names beyond `readAnywhere` (extra), each sorted. */
export function compareEnv(read: Set<string>, documented: Set<string>, readAnywhere: Set<string> = read): { missing: string[]; extra: string[] } {
  return {
    missing: [...read].filter((n) => !documented.has(n)).sort(),
    extra: [...documented].filter((n) => !readAnywhere.has(n)).sort(),
  };
}

/** Binary as git judges it: a NUL byte in the first 8,000 bytes. */
export const isBinary = (buffer: Uint8Array): boolean => buffer.subarray(0, 8000).includes(0);

const isShellScript = (path: string, text: string) => /\.sh$/.test(path) || /^#!.*\b(ba)?sh\b/.test(text);

function main() {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  const wordHits: string[] = [];
  const read = new Set<string>();
  const readAnywhere = new Set<string>();
  for (const path of files) {
    if (path === 'package-lock.json') continue;
    let buffer: Buffer;
    try {
      buffer = readFileSync(join(root, path));
    } catch {
      continue; // listed but deleted in the working tree
    }
    if (isBinary(buffer)) continue;
    const text = buffer.toString('utf8');
    for (const hit of findForbidden(text)) wordHits.push(`${path}:${hit.line}: ${hit.text}`);
    if (isDocumentation(path)) continue;
    for (const name of envNamesIn(text)) {
      read.add(name);
      readAnywhere.add(name);
    }
    if (isShellScript(path, text)) for (const name of shellNamesIn(text)) readAnywhere.add(name);
  }

  let failed = false;
  if (wordHits.length) {
    failed = true;
    console.error(`words: ${wordHits.length} reference(s) to numbered tracker items or work periods, the team's brief or lead, or rehearsals:`);
    for (const hit of wordHits) console.error(`  ${hit}`);
    console.error('  Say why the code is the way it is, in the present tense, without its history.');
  } else {
    console.log("words: no numbered tracker items or work periods, no team's brief or lead, no rehearsals");
  }

  let markdown: string | null;
  try {
    markdown = readFileSync(join(root, OPERATIONS_DOC), 'utf8');
  } catch {
    markdown = null;
  }
  const names = [...read].sort();
  if (markdown === null) {
    failed = true;
    console.error(`environment: ${OPERATIONS_DOC} does not exist; the code reads ${names.length} variables, each needs a row "| \`<NAME>\` |" there:`);
    console.error(`  missing: ${names.join(', ')}`);
  } else {
    const { missing, extra } = compareEnv(read, documentedEnvNames(markdown), readAnywhere);
    if (missing.length) console.error(`environment: read by the code, without a row "| \`<NAME>\` |" in ${OPERATIONS_DOC}:\n  missing: ${missing.join(', ')}`);
    if (extra.length) console.error(`environment: rows of ${OPERATIONS_DOC} that no code reads:\n  extra: ${extra.join(', ')}`);
    if (missing.length || extra.length) failed = true;
    else console.log(`environment: the ${names.length} variables the code reads are those ${OPERATIONS_DOC} documents`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
