// Publishes the static Storybook: builds it (`npm run build-storybook`, with docs; STORYBOOK_STATIC_DIR reuses a
// build) and hands it to the hosting target the deployer configured, one of:
//   STORYBOOK_PUBLISH_DIR=<dir>        copy the build there (a web server's root, a mounted bucket, a Pages folder)
//   STORYBOOK_DEPLOY_COMMAND=<command> run it with the build's path in $STORYBOOK_BUILD_DIR
//                                      (e.g. `aws s3 sync "$STORYBOOK_BUILD_DIR" s3://bucket/storybook --delete`)
// The build carries the ui's version and the commit (STORYBOOK_COMMIT or GITHUB_SHA, else git) in its UI. After
// publishing, set `storybook.url` in packages/ui/package.json to the address it is served from.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const staticDir = resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const target = process.env.STORYBOOK_PUBLISH_DIR;
const command = process.env.STORYBOOK_DEPLOY_COMMAND;
if (!target && !command) {
  console.error('publish: set STORYBOOK_PUBLISH_DIR or STORYBOOK_DEPLOY_COMMAND (the hosting target)');
  process.exit(2);
}

if (!process.env.STORYBOOK_STATIC_DIR) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`publish: ${staticDir} holds no Storybook build`);
  process.exit(1);
}

const files = readdirSync(staticDir, { recursive: true })
  .map((f) => join(staticDir, String(f)))
  .filter((f) => statSync(f).isFile());
const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const entries = Object.values(JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries);
const version = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')).version;
const summary =
  `${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB: ` +
  `${entries.filter((e) => e.type === 'story').length} stories, ${entries.filter((e) => e.type === 'docs').length} docs pages, @elearning/ui ${version}`;

if (target) {
  rmSync(target, { recursive: true, force: true });
  cpSync(staticDir, target, { recursive: true });
  console.log(`publish: copied the Storybook to ${target} (${summary})`);
} else if (command) {
  const run = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_BUILD_DIR: staticDir },
  });
  if (run.status !== 0) {
    console.error(`publish: the deploy command failed (${run.status})`);
    process.exit(run.status ?? 1);
  }
  console.log(`publish: deployed the Storybook with STORYBOOK_DEPLOY_COMMAND (${summary})`);
}
