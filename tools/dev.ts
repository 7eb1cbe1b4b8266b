// `npm run dev`: the reference API (watching server/) and Vite with /api proxied to it, in one terminal.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SERVE_SPA: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${port}` } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
