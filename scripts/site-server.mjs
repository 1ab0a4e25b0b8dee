// The API serving a built site on a fresh in-memory database, seeded like production: the server the e2e
// journeys, the bundle budgets and Lighthouse measure.
import { spawn } from 'node:child_process';

/**
 * Starts it on 127.0.0.1:`port` and resolves once `/elearning/api/users/auth-status` answers.
 * @param {{ port: number, siteDir: string, timeoutMs?: number, env?: Record<string, string> }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startSiteServer({ port, siteDir, timeoutMs = 180_000, env = {} }) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Demo mode (outbox, sandbox payments, demo learner), whatever a Vite build in this process set.
      NODE_ENV: 'development',
      PGLITE_DATA_DIR: 'memory://',
      SITE_DIR: siteDir,
      // Faster password hashing for a test server only; production keeps OWASP's cost.
      SCRYPT_LOG_N: '12',
      // The journeys sign up many learners from one address.
      REGISTRATIONS_PER_IP: '10000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/elearning/api/users/auth-status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the site server did not answer on ${url}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (server.exitCode !== null) return done(undefined);
        server.once('exit', () => done(undefined));
        server.kill('SIGTERM');
      }),
  };
}
