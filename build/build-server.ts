/**
 * `npm run build:server`: the server as plain JavaScript, so production runs it without a TypeScript loader.
 *
 * Why (memory): `node --import tsx` keeps the loader's hooks in a thread of their own and every module's
 * transpiled source beside it, about 50 MB more than the same code built. One esbuild bundle per entry (server/main.ts, and the child that prepares a fresh PGlite directory),
 * packages left in node_modules; the migrations are copied beside them. The bundle looks for `../openapi.yaml`
 * (server/context.ts), so `outDir` is a directory next to a copy or link of openapi.yaml: `dist-server/` here.
 * Builds in well under a second, so every script and test that starts a server builds one from the current sources
 * (`builtServer`).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_OUT_DIR = join(ROOT, 'dist-server');

/**
 * Builds the server into `outDir` (main.mjs, prepare-child.mjs, demo-video-worker.mjs, report-pdf-child.mjs, migrations/);
 * returns the path of main.mjs.
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(ROOT, 'server/main.ts'),
      'prepare-child': join(ROOT, 'server/db/prepare-child.ts'),
      // The worker that encodes the demo videos (server/media.ts looks for it beside main.mjs).
      'demo-video-worker': join(ROOT, 'server/services/demo-video-worker.ts'),
      // The child process that renders report PDFs (server/services/report-files.ts looks for it beside main.mjs).
      'report-pdf-child': join(ROOT, 'server/services/report-pdf-child.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  return join(outDir, 'main.mjs');
}

/**
 * Builds the server into `dir`/server for a server started from a temporary directory: `dir` gets links to
 * openapi.yaml, which the server reads from beside its directory, and to node_modules, where its packages are found.
 * Returns the path of main.mjs.
 */
async function buildServerIn(dir: string): Promise<string> {
  symlinkSync(join(ROOT, 'openapi.yaml'), join(dir, 'openapi.yaml'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return buildServer(join(dir, 'server'));
}

let built: Promise<string> | undefined;

const BUILD_PREFIX = 'hl-server-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the builds of processes that have gone without removing theirs: a vitest worker is ended without its
 * 'exit' event, and a killed script has none. Each build's directory carries its process id.
 */
export function removeOrphanBuilds() {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(name.startsWith(BUILD_PREFIX) ? name.slice(BUILD_PREFIX.length).split('-')[0] : Number.NaN);
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * The server as `npm start` runs it, for the scripts and tests that start one (performance, robustness, browser
 * journeys): built once per process from the current sources into a temporary directory named after the process,
 * removed when the process exits, or by a later build once the process has gone. Returns the path of main.mjs.
 */
export function builtServer() {
  built ??= (async () => {
    removeOrphanBuilds();
    const dir = mkdtempSync(join(tmpdir(), `${BUILD_PREFIX}${process.pid}-`));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return buildServerIn(dir);
  })();
  return built;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const main = await buildServer();
  console.log(`server built: ${main}`);
}
