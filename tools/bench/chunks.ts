/**
 * `node --import tsx tools/bench/chunks.ts [chunk-name-prefix ...]`: why a page is heavy. Builds the SPA with the project's
 * vite.config.ts into a temporary directory (./dist is left alone) and prints what every page pays before any
 * route code (the entry chunk and everything it imports statically), grouped by package or source folder, then the
 * source modules of the named chunks. Writes artifacts/perf/chunks.json (every chunk, its imports and modules).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT, table } from './server.ts';

const out = mkdtempSync(join(tmpdir(), 'hl-chunks-'));
/** A chunk of the build: what it imports, its gzip size, and each module's rendered length. */
interface Chunk {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  gzip: number;
  modules: [string, number][];
}

const chunks: Record<string, Chunk> = {};
await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true },
  plugins: [
    {
      name: 'hl-chunk-report',
      generateBundle(_options, bundle) {
        for (const [file, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk') continue;
          const modules = Object.entries(c.modules).map(([id, m]): [string, number] => [id.replace(ROOT, ''), m.renderedLength]);
          chunks[file] = { isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports, gzip: gzipSync(c.code, { level: 9 }).length, modules };
        }
      },
    },
  ],
});
rmSync(out, { recursive: true, force: true });

mkdirSync(join(ROOT, 'artifacts/perf'), { recursive: true });
writeFileSync(join(ROOT, 'artifacts/perf/chunks.json'), JSON.stringify(chunks, null, 1));

const entry = Object.keys(chunks).find((f) => chunks[f].isEntry);
const eager = new Set<string>();
const walk = (f: string | undefined) => {
  if (f === undefined) return;
  if (eager.has(f) || !chunks[f]) return;
  eager.add(f);
  chunks[f].imports.forEach(walk);
};
walk(entry);

/** node_modules/@scope/pkg or node_modules/pkg, else the source folder (src/screens/client, ...). */
const groupOf = (id: string) => {
  const nm = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1];
  return id.split('/').filter(Boolean).slice(0, 3).join('/').replace(/\?.*$/, '');
};
const kb = (n: number) => (n / 1024).toFixed(1);

let gzipTotal = 0;
const byGroup = new Map<string, number>();
for (const f of eager) {
  const c = chunks[f];
  gzipTotal += c.gzip;
  const raw = c.modules.reduce((n, [, len]) => n + len, 0) || 1;
  // A chunk's gzip size is shared among its modules in proportion to their rendered size (an estimate).
  for (const [id, len] of c.modules) byGroup.set(groupOf(id), (byGroup.get(groupOf(id)) ?? 0) + (c.gzip * len) / raw);
}
console.log(`\nEvery page loads the entry ${entry} and ${eager.size - 1} chunks it imports statically: ${kb(gzipTotal)} KB gzip.`);
console.log(table(['package or folder', 'gzip KB (est.)'], [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([g, n]) => [g, kb(n)])));

const appModules = [...eager].flatMap((f) => chunks[f].modules.filter(([id]) => !id.includes('node_modules')).map(([id, len]): [string, number, string] => [id, len, f]));
console.log('\nOwn source modules in those chunks (largest first):');
console.log(table(['module', 'raw KB', 'chunk'], appModules.sort((a, b) => b[1] - a[1]).slice(0, 30).map(([id, len, f]) => [id, kb(len), f])));

for (const prefix of process.argv.slice(2)) {
  for (const f of Object.keys(chunks).filter((x) => x.includes(prefix))) {
    console.log(`\n${f}: ${kb(chunks[f].gzip)} KB gzip; imports ${chunks[f].imports.join(', ') || '-'}`);
    console.log(table(['module', 'raw KB'], chunks[f].modules.sort((a, b) => b[1] - a[1]).slice(0, 20).map(([id, len]) => [id, kb(len)])));
  }
}
