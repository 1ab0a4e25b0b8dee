// `npm start`: build the site and the server, then one process (plain `node`, no TypeScript at run time) serves
// both on one port. Demo mode unless NODE_ENV=production (see the README's settings): PGlite on disk by default.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

for (const workspace of ['@elearning/site', '@elearning/api']) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  SITE_DIR: process.env.SITE_DIR ?? 'apps/site/dist',
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
};
if (!existsSync(env.SITE_DIR)) console.warn(`start: ${env.SITE_DIR} is missing; only the API will answer`);
// A young generation of up to 32 MB: with the embedded database on its own thread, V8 kept the server thread's
// small, and requests in flight were promoted and collected as old objects (docs/performance.md, "Sixth pass").
const server = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
