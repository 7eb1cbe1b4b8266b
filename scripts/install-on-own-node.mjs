/**
 * `postinstall`: completes an install that npm ran on the machine's Node rather than the project's.
 *
 * npm runs on whatever Node the machine has, and skips the optional packages whose `engines` that Node does not
 * meet: on Node 20, the native part of Lingui's macro transform (it needs Node 22.19 or later), so the build then
 * fails with "Cannot find native binding". Lifecycle scripts run with `node_modules/.bin` first on the PATH, so this
 * script, and the `npm install` it starts, run on the project's Node 24 (the `node` dev dependency): that install
 * checks engines against Node 24 and adds what the first one left out, from the same lockfile. When npm already ran
 * on the project's Node, it does nothing.
 *
 * Plain JavaScript with no imports but node's own, unlike the TypeScript of build/ and tools/ (run through tsx): it
 * runs on whatever Node npm ran on, one that may strip no types, and it completes an install that tsx and its esbuild
 * binary are part of.
 */
import { spawnSync } from 'node:child_process';

const npmNode = /\bnode\/v(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
const ownNode = process.versions.node;

if (process.env.HL_OWN_NODE_INSTALL !== '1' && npmNode !== undefined && npmNode !== ownNode) {
  console.log(`npm ran on Node ${npmNode}; installing the optional packages it skipped with the project's Node ${ownNode}`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save'], {
    stdio: 'inherit',
    env: { ...process.env, HL_OWN_NODE_INSTALL: '1' },
  });
  process.exit(install.status ?? 1);
}
