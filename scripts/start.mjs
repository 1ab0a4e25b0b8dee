// `npm start`: build the site, then one process serves it and the API on one port (PGlite on disk by default).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const build = spawnSync('npm', ['run', 'build', '-w', '@elearning/site'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.PORT ?? '3000',
  SITE_DIR: process.env.SITE_DIR ?? 'apps/site/dist',
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
};
if (!existsSync(env.SITE_DIR)) console.warn(`start: ${env.SITE_DIR} is missing; only the API will answer`);
const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
