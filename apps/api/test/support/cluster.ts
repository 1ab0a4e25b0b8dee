// Several API instances on one PostgreSQL database, behind Debian's nginx (round robin) and optionally Debian's
// PgBouncer in transaction mode, all on loopback: what `npm run cluster` starts and the cluster tests drive.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_DIR } from '../../src/paths';

export const ADMIN_URL = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The processes whose parent is `pid` (Linux /proc): nginx's workers are its master's children. */
function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: the command may hold spaces and parentheses, the fields after its last ')' not.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Still running: there and not a zombie (exited, not yet reaped by its parent). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Why the cluster cannot run here, or undefined when nginx, PgBouncer and PostgreSQL are all there. */
export async function clusterMissing(): Promise<string | undefined> {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx-light)`;
  if (!existsSync(PGBOUNCER)) return `no pgbouncer at ${PGBOUNCER} (apt-get install pgbouncer)`;
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return undefined;
  } catch {
    return `no PostgreSQL at ${ADMIN_URL}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database on this machine's PostgreSQL, and how to drop it. */
export async function freshDatabase(
  prefix = 'scale',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Debian's PgBouncer in transaction mode in front of `directUrl`'s server, its files in `dir`. */
export async function startPgBouncer(
  directUrl: string,
  dir: string,
): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const target = new URL(directUrl);
  writeFileSync(join(dir, 'userlist.txt'), `"${decodeURIComponent(target.username) || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/userlist.txt`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  chmodSync(dir, 0o755);
  for (const file of ['userlist.txt', 'pgbouncer.ini']) chmodSync(join(dir, file), 0o644);
  // PgBouncer refuses to run as root: it takes the postgres user's identity when started as root.
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stdout?.on('data', (c: Buffer) => (said += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (said += c.toString()));
  const url = new URL(directUrl);
  url.port = String(port);
  const until = Date.now() + 10_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 1000 });
    const ok = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => undefined);
    if (ok) break;
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start: ${said}`);
    }
    await sleep(200);
  }
  return { url: url.toString(), port, child, stop: async () => void (await stopChild(child)) };
}

export interface Instance {
  index: number;
  port: number;
  base: string;
  child: ChildProcess;
  output: string;
}

export interface ClusterOptions {
  instances?: number;
  /** Put PgBouncer (transaction mode) between the instances and PostgreSQL. */
  pgbouncer?: boolean;
  /** An existing database; by default a fresh one is created and dropped at stop. */
  databaseUrl?: string;
  /** The server command, run in apps/api (default: node --import tsx src/main.ts). */
  command?: string[];
  env?: Record<string, string>;
  /** A fixed port for the balancer (npm run cluster); a free one by default. */
  port?: number;
  log?: (line: string) => void;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:port/elearning/api */
  base: string;
  /** PostgreSQL directly (migrations, checks). */
  directUrl: string;
  /** What the instances use: PgBouncer's address in pooler mode, else directUrl. */
  databaseUrl: string;
  pgbouncerPort?: number;
  instances: Instance[];
  /** Starts instance `index` again (after a stop or a kill) and waits until it is ready. */
  start(index: number): Promise<Instance>;
  /**
   * Takes instance `index` out of the balancer (`down`, then a graceful nginx reload: old workers finish their
   * requests; resolves once they have exited, so nothing more reaches an instance taken out) or puts it back. nginx's open-source balancer has no active health checks, so a rolling restart
   * drains there first: closing a listener resets the connections the kernel queued but the process had not
   * accepted yet, and nginx does not send a POST again once it was sent.
   */
  setDown(index: number, isDown: boolean): Promise<void>;
  /** What nginx logged (warnings and errors): why a request answered 502. */
  balancerLog(): string;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process has exited, with its exit code. */
  stop(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  close(): Promise<void>;
}

async function waitReady(base: string, child: ChildProcess, output: () => string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  throw new Error(`instance not ready within ${ms / 1000} s:\n${output()}`);
}

function nginxConfig(dir: string, port: number, upstreams: number[], down: Set<number>): string {
  return `# Written by apps/api/test/support/cluster.ts: a round-robin balancer on loopback (docs/deploy.md).
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((p, i) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(i) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # Scrapes go to each instance directly, never through the balancer.
    location = /elearning/api/metrics { return 404; }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A stopping or dead instance refuses the connection: the request goes to the next one. Nothing was
      # sent, so this holds for POST too; a request already sent to an instance that dies is not repeated.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'api-cluster-'));
  chmodSync(dir, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const children: ChildProcess[] = [];
  const fail = async (error: unknown) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  };
  try {
    let directUrl = options.databaseUrl;
    if (!directUrl) {
      const fresh = await freshDatabase();
      directUrl = fresh.url;
      cleanups.push(() => fresh.drop());
    }
    let databaseUrl = directUrl;
    let pgbouncerPort: number | undefined;
    if (options.pgbouncer) {
      const bouncer = await startPgBouncer(directUrl, dir);
      children.push(bouncer.child);
      cleanups.push(() => bouncer.stop());
      pgbouncerPort = bouncer.port;
      databaseUrl = bouncer.url;
      log(`pgbouncer (transaction mode) on 127.0.0.1:${pgbouncerPort} → ${new URL(directUrl).host}`);
    }

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const command = options.command ?? [process.execPath, '--import', 'tsx', 'src/main.ts'];
    const instances: Instance[] = [];
    const launch = (index: number): Instance => {
      const port = ports[index] as number;
      const [bin = 'node', ...args] = command;
      const child = spawn(bin, args, {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATABASE_MIGRATION_URL: directUrl,
          ...(options.pgbouncer ? { DATABASE_POOLER: 'transaction' } : {}),
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          // Demo mode's identity provider lives in each instance (its sessions in memory, its issuer the
          // instance's own port): through a round-robin balancer its sign-in would break, so it is off.
          DEMO_IDENTITY_PROVIDER: 'off',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const instance: Instance = {
        index,
        port,
        base: `http://127.0.0.1:${port}/elearning/api`,
        child,
        output: '',
      };
      child.stdout?.on('data', (c: Buffer) => (instance.output += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (instance.output += c.toString()));
      instances[index] = instance;
      return instance;
    };
    // All at once: migrations and seed are under one lock, whoever comes first does them.
    const started = Array.from({ length: count }, (_, i) => launch(i));
    await Promise.all(started.map((i) => waitReady(i.base, i.child, () => i.output)));
    log(`${count} instances ready on ports ${ports.join(', ')}`);

    const port = options.port ?? (await freePort());
    const down = new Set<number>();
    const writeNginxConfig = () =>
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, ports, down));
    writeNginxConfig();
    const nginx = spawn(
      NGINX,
      ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx-error.log')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(nginx);
    let nginxSaid = '';
    nginx.stderr?.on('data', (c: Buffer) => (nginxSaid += c.toString()));
    cleanups.push(async () => void (await stopChild(nginx, 'SIGQUIT')));
    const base = `http://127.0.0.1:${port}/elearning/api`;
    const until = Date.now() + 10_000;
    while (
      !(await fetch(`${base}/health/live`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxSaid}`);
      await sleep(100);
    }
    log(`nginx round robin on ${base}`);

    return {
      base,
      directUrl,
      databaseUrl,
      ...(pgbouncerPort ? { pgbouncerPort } : {}),
      instances,
      async setDown(index, isDown) {
        if (isDown) down.add(index);
        else down.delete(index);
        // The reload has taken effect once every worker of the old configuration has exited: nginx's master
        // starts the new workers, then tells the old ones to stop taking requests and to exit once theirs are
        // answered. A fixed wait is not that: on a loaded machine a request could still reach an instance taken
        // out, as its listener closes on SIGTERM (a reset, answered 502).
        const old = childPids(nginx.pid);
        if (old.length === 0) throw new Error('nginx has no worker process (or /proc cannot be read)');
        writeNginxConfig();
        nginx.kill('SIGHUP');
        const until = Date.now() + 30_000;
        while (old.some(alive)) {
          if (nginx.exitCode !== null)
            throw new Error(`nginx exited: ${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`);
          if (Date.now() > until)
            throw new Error(
              `nginx reload: workers ${old.filter(alive).join(', ')} of the old configuration still run after 30 s`,
            );
          await sleep(50);
        }
      },
      balancerLog: () => {
        try {
          return readFileSync(join(dir, 'nginx-error.log'), 'utf8');
        } catch {
          return '';
        }
      },
      async start(index) {
        const instance = launch(index);
        await waitReady(instance.base, instance.child, () => instance.output);
        return instance;
      },
      async stop(index, signal = 'SIGTERM') {
        const instance = instances[index];
        if (!instance) throw new Error(`no instance ${index}`);
        return stopChild(instance.child, signal, 60_000);
      },
      async close() {
        for (const instance of instances) await stopChild(instance.child, 'SIGTERM', 20_000);
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    return fail(error);
  }
}

/** Sends `signal` and waits for the exit (SIGKILL after `ms`); the exit code, null after a signal. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
