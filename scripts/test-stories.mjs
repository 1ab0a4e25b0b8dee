// `npm test` story step: builds the static Storybook, serves it on 127.0.0.1 and runs @storybook/test-runner
// over every story: rendered, played, and checked by axe in light and dark (.storybook/test-runner.ts).
// STORYBOOK_STATIC_DIR=<dir> reuses an existing build; arguments after the script go to test-storybook
// (e.g. `node scripts/test-stories.mjs --shard 1/2`); STORY_TEST_WORKERS sets the worker count (default 2).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from './serve-static.mjs';

const started = Date.now();
const seconds = (/** @type {number} */ from) => ((Date.now() - from) / 1000).toFixed(1);
const bin = (/** @type {string} */ name) => join('node_modules', '.bin', name);

const workDir = mkdtempSync(join(tmpdir(), 'elearning-stories-'));
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? join(workDir, 'storybook-static');
const resultsFile = join(workDir, 'results.json');
const a11yReport = join(workDir, 'a11y.jsonl');

/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
/** @type {Awaited<ReturnType<typeof serveStatic>> | undefined} */
let server;

async function cleanUp() {
  if (child && child.exitCode === null) {
    // The runner is its own process group: its jest workers and browsers go with it.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  await server?.close();
  server = undefined;
  rmSync(workDir, { recursive: true, force: true });
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`stories: ${signal}, stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

/**
 * Runs a command to completion; its output is shown live, or, when `quiet`, only if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
function run(command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { stdio: quiet ? 'pipe' : 'inherit', env, detached: true });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (quiet && code !== 0) process.stderr.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** @returns {{ skipped: string[], rulesOff: string[] }} */
function readA11yReport() {
  if (!existsSync(a11yReport)) return { skipped: [], rulesOff: [] };
  /** @type {{ id: string, skipped?: boolean, rulesOff?: string[] }[]} */
  const entries = readFileSync(a11yReport, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return {
    skipped: entries.filter((e) => e.skipped).map((e) => e.id),
    rulesOff: entries.filter((e) => e.rulesOff).map((e) => `${e.id} (${e.rulesOff?.join(', ')})`),
  };
}

async function main() {
  let buildSeconds = '0.0';
  if (!process.env.STORYBOOK_STATIC_DIR) {
    const buildStarted = Date.now();
    // `--test` leaves out docs pages and docgen, which no story test looks at; `npm run build-storybook`
    // makes the full Storybook for hosting.
    const built = await run(bin('storybook'), ['build', '--test', '-o', staticDir, '--quiet'], {
      quiet: true,
    });
    buildSeconds = seconds(buildStarted);
    if (built !== 0) {
      console.error(`stories: storybook build failed (${buildSeconds}s)`);
      return 1;
    }
  }

  server = await serveStatic(staticDir);
  const workers = process.env.STORY_TEST_WORKERS ?? '2';
  const testsStarted = Date.now();
  const code = await run(
    bin('test-storybook'),
    [
      '--url',
      server.url,
      '--maxWorkers',
      workers,
      '--ci',
      '--json',
      '--outputFile',
      resultsFile,
      ...process.argv.slice(2),
    ],
    { env: { ...process.env, STORY_A11Y_REPORT: a11yReport } },
  );
  const testSeconds = seconds(testsStarted);

  if (!existsSync(resultsFile)) {
    console.error(`stories: the test runner exited with ${code} before reporting any result`);
    return 1;
  }
  /** @type {{ numTotalTests: number, numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} */
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const { skipped, rulesOff } = readA11yReport();
  const checked = results.numPassedTests - skipped.length;

  console.log(
    `stories: ${results.numTotalTests} ran, ${results.numPassedTests} passed, ${results.numFailedTests} failed` +
      ` in ${seconds(started)}s (storybook build ${buildSeconds}s, tests ${testSeconds}s, ${workers} workers)`,
  );
  console.log(`stories: axe WCAG 2.1 A/AA clean in light and dark on ${checked} passing stories`);
  if (skipped.length) console.log(`stories: axe skipped (a11y.test 'off') on ${skipped.join(', ')}`);
  if (rulesOff.length) console.log(`stories: axe rules turned off on ${rulesOff.join('; ')}`);

  const ok =
    code === 0 &&
    results.numTotalTests > 0 &&
    results.numFailedTests === 0 &&
    results.numRuntimeErrorTestSuites === 0;
  if (!ok && results.numTotalTests === 0) console.error('stories: no story was found to test');
  return ok ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('stories:', error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
