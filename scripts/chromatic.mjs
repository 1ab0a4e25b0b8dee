// `npm run chromatic`: publishes the Storybook to Chromatic for hosted review and visual diffs in the light,
// dark and French modes (.storybook/modes.ts). It needs the hosted service and a project token, so without
// CHROMATIC_PROJECT_TOKEN it says so and exits 0: local CI never depends on it. The local, offline check of
// every story's pixels is `npm run test:stories` (tests/visual/stories).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set');
  process.exit(0);
}

const buildDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

// A fresh full build (with docs) unless the caller passes one it has just made.
if (!process.env.STORYBOOK_STATIC_DIR) {
  const built = run('npx', ['storybook', 'build', '-o', buildDir, '--quiet']);
  if (built !== 0) process.exit(built);
}
// Changes are for review in Chromatic's UI, not a failed build: accepting them there is the update step.
process.exit(
  run('npx', [
    'chromatic',
    '--storybook-build-dir',
    buildDir,
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ]),
);
