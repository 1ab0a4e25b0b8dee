// `npm run cluster`: three API instances (the compiled server) on a fresh PostgreSQL database, behind Debian's
// nginx (round robin) and Debian's PgBouncer in transaction mode, all on loopback. Ctrl-C stops everything and
// drops the database. docs/deploy.md has the same layout for real hosts.
//
//   npm run cluster [-- --instances 3 --direct --port 8080 --database-url URL --source]
//     --direct         no PgBouncer: the instances connect to PostgreSQL themselves
//     --database-url   an existing database instead of a fresh one (kept at the end)
//     --source         run src/main.ts through tsx instead of building dist/main.js
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { API_DIR } from '../src/paths';
import { clusterMissing, startCluster } from '../test/support/cluster';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    direct: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'database-url': { type: 'string' },
    source: { type: 'boolean', default: false },
  },
});

const missing = await clusterMissing();
if (missing) {
  console.error(`cluster: ${missing}`);
  process.exit(1);
}
if (!values.source) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const cluster = await startCluster({
  instances: Number(values.instances),
  pgbouncer: !values.direct,
  port: Number(values.port),
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  ...(values.source ? {} : { command: [process.execPath, '--max-semi-space-size=32', 'dist/main.js'] }),
  log: (line) => console.log(`cluster: ${line}`),
});
console.log(
  [
    `cluster: the API behind the balancer: ${cluster.base} (try ${cluster.base}/health/ready)`,
    ...cluster.instances.map(
      (i) =>
        `cluster: instance ${i.index + 1}: ${i.base} (metrics: curl ${i.base}/metrics, pid ${i.child.pid})`,
    ),
    `cluster: database ${cluster.directUrl}${cluster.pgbouncerPort ? `, through PgBouncer on 127.0.0.1:${cluster.pgbouncerPort}` : ''}`,
    'cluster: demo mode: the demo identity provider is off (DEMO_IDENTITY_PROVIDER=off: it lives in one instance)',
    'cluster: sandbox Premium subscriptions live in the memory of the instance that created them: approving,',
    'cluster: cancelling or resuming one fails when another instance answers; one-off purchases work (docs/deploy.md)',
    'cluster: Ctrl-C stops it all',
  ].join('\n'),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('cluster: stopping');
    void cluster.close().then(() => process.exit(0));
  });
}
