// `npm test` story step: builds the static Storybook, serves it on 127.0.0.1 and, in one pass over every story in
// light, dark and French (tests/visual/stories.config.ts), renders it and runs its play function, compares its
// screenshot with the committed baseline, checks that no text is drawn with a machine font, and runs axe in light
// and dark (tests/visual/stories/checks.ts).
//
// One pass: @storybook/test-runner used to render, play and check every story before the screenshots were taken,
// a fourth render of each story in jest's workers; it took 384 s of a 692 s step on a quiet machine.
//
// STORYBOOK_STATIC_DIR=<dir> reuses an existing build; STORY_VISUAL_WORKERS sets the worker count (default 2).
// Own flags:
//   --update            rewrite the baselines that differ or are missing, delete those of removed stories
//   --filter <regex>    visit only the tests whose title (`<story id> <variant>`) matches
// Other arguments go to Playwright (e.g. `node scripts/test-stories.mjs --shard 1/2`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { serveStatic } from './serve-static.mjs';

const started = Date.now();
const seconds = (/** @type {number} */ from) => ((Date.now() - from) / 1000).toFixed(1);
const bin = (/** @type {string} */ name) => join('node_modules', '.bin', name);

const workDir = mkdtempSync(join(tmpdir(), 'elearning-stories-'));
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? join(workDir, 'storybook-static');
const a11yReport = join(workDir, 'a11y.jsonl');
const visualReport = join(workDir, 'visual.json');
const visualConfig = 'tests/visual/stories.config.ts';
const baselineDir = 'tests/visual/stories/__screenshots__';

const options = parseArguments(process.argv.slice(2));

/**
 * @param {string[]} args
 * @returns {{ update: boolean, filter: string | undefined, runnerArgs: string[] }}
 */
function parseArguments(args) {
  const parsed = {
    update: false,
    filter: process.env.STORY_VISUAL_FILTER,
    runnerArgs: [],
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--update') parsed.update = true;
    else if (arg === '--filter') parsed.filter = args[++i];
    else if (arg.startsWith('--filter=')) parsed.filter = arg.slice('--filter='.length);
    else parsed.runnerArgs.push(arg);
  }
  return parsed;
}

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

/**
 * What axe checked, from the lines tests/visual/stories/checks.ts wrote: the stories clean in light and dark,
 * those skipped, and the rules some turned off.
 * @returns {{ clean: number, skipped: string[], rulesOff: string[] }}
 */
function readA11yReport() {
  if (!existsSync(a11yReport)) return { clean: 0, skipped: [], rulesOff: [] };
  /** @type {{ id: string, appearance: string, skipped?: boolean, rulesOff?: string[] }[]} */
  const entries = readFileSync(a11yReport, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  /** @type {Map<string, Set<string>>} */
  const appearances = new Map();
  for (const entry of entries.filter((e) => !e.skipped)) {
    appearances.set(entry.id, (appearances.get(entry.id) ?? new Set()).add(entry.appearance));
  }
  return {
    clean: [...appearances.values()].filter((seen) => seen.has('light') && seen.has('dark')).length,
    skipped: [...new Set(entries.filter((e) => e.skipped).map((e) => e.id))],
    rulesOff: [
      ...new Set(entries.filter((e) => e.rulesOff).map((e) => `${e.id} (${e.rulesOff?.join(', ')})`)),
    ],
  };
}

/**
 * @typedef {{ name: string, path?: string }} Attachment
 * @typedef {{ status: string, attachments: Attachment[], errors: { message?: string }[] }} TestResult
 * @typedef {{ status: string, annotations: { type: string, description?: string }[], results: TestResult[] }} ReportTest
 * @typedef {{ title: string, tests: ReportTest[] }} ReportSpec
 * @typedef {{ specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 */

/**
 * Every test of a Playwright JSON report, with its title (`<story id> <variant>`).
 * @param {ReportSuite[]} suites
 * @returns {{ title: string, test: ReportTest }[]}
 */
function reportTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ title: spec.title, test }))),
    ...reportTests(suite.suites ?? []),
  ]);
}

/** @returns {{ file: string, bytes: number }[]} */
function baselineFiles() {
  if (!existsSync(baselineDir)) return [];
  return readdirSync(baselineDir, { recursive: true })
    .map((name) => join(baselineDir, String(name)))
    .filter((file) => file.endsWith('.png'))
    .map((file) => ({ file, bytes: statSync(file).size }));
}

const megabytes = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Screenshots every story in each variant and compares them with the baselines (or rewrites them with
 * --update), then prints the figures and, for each difference, where the actual and diff images are.
 * @param {string} url
 * @returns {Promise<boolean>}
 */
async function runVisual(url) {
  const workers = process.env.STORY_VISUAL_WORKERS ?? '2';
  const visualStarted = Date.now();
  const code = await run(
    bin('playwright'),
    [
      'test',
      '-c',
      visualConfig,
      '--reporter=dot,json',
      '--workers',
      workers,
      ...(options.filter ? ['--grep', options.filter] : []),
      ...(options.update ? ['--update-snapshots=changed'] : []),
      ...options.runnerArgs,
    ],
    {
      env: {
        ...process.env,
        STORYBOOK_URL: url,
        STORYBOOK_STATIC_DIR: staticDir,
        PLAYWRIGHT_JSON_OUTPUT_FILE: visualReport,
        STORY_A11Y_REPORT: a11yReport,
      },
    },
  );
  const visualSeconds = seconds(visualStarted);
  if (!existsSync(visualReport)) {
    console.error(`visual: playwright exited with ${code} before reporting any result`);
    return false;
  }
  /** @type {{ suites: ReportSuite[], errors?: { message?: string }[] }} */
  const report = JSON.parse(readFileSync(visualReport, 'utf8'));
  const allTests = reportTests(report.suites);
  // `plantedPrefix` in tests/visual/stories/visual-settings.ts: checks of the tolerance, not story screenshots.
  const planted = allTests.filter(({ title }) => title.startsWith('planted: '));
  const tests = allTests.filter((entry) => !planted.includes(entry));
  const ran = tests.filter(({ test }) => test.status !== 'skipped');
  const failed = ran.filter(({ test }) => test.status !== 'expected');
  const excluded = tests.filter(({ test }) => test.status === 'skipped');
  const storyCount = new Set(tests.map(({ title }) => title.split(' ')[0])).size;
  const stories = `${storyCount} ${storyCount === 1 ? 'story' : 'stories'}`;
  const variantNames = [...new Set(tests.map(({ title }) => title.split(' ')[1]))];
  const captures = new Map();
  for (const { test } of ran) {
    const kind = test.annotations.find((a) => a.type === 'capture')?.description ?? 'none';
    captures.set(kind, (captures.get(kind) ?? 0) + 1);
  }

  const verb = options.update ? 'taken (baselines updated where they differed)' : 'compared';
  console.log(
    `visual: ${ran.length} screenshots ${verb} for ${stories} × ${variantNames.join(', ')};` +
      ` ${ran.length - failed.length} passed, ${failed.length} failed in ${visualSeconds}s (${workers} workers)`,
  );
  console.log(
    `visual: captured as ${[...captures].map(([kind, count]) => `${count} ${kind}`).join(', ')}` +
      ' (content = box around a component, viewport = portal or fixed overlay, page = fullscreen story)',
  );
  const plantedFailed = planted.filter(({ test }) => test.status !== 'expected');
  console.log(
    `visual: planted changes seen by the comparison: ${planted.length - plantedFailed.length} of ${planted.length}` +
      ` (${planted.map(({ title }) => title.slice('planted: '.length)).join('; ')})`,
  );
  const axe = readA11yReport();
  console.log(`stories: axe WCAG 2.1 A/AA clean in light and dark on ${axe.clean} stories`);
  if (axe.skipped.length) console.log(`stories: axe skipped (a11y.test 'off') on ${axe.skipped.join(', ')}`);
  if (axe.rulesOff.length) console.log(`stories: axe rules turned off on ${axe.rulesOff.join('; ')}`);
  for (const { title, test } of plantedFailed) {
    // eslint-disable-next-line no-control-regex -- Playwright colours its messages
    const message = (test.results.at(-1)?.errors[0]?.message ?? test.status).replace(/\u001b\[[0-9;]*m/g, '');
    console.error(`visual: FAILED ${title}: ${message.split('\n').slice(0, 3).join(' ')}`);
  }
  for (const { title, test } of excluded) {
    const reason = test.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
    console.log(`visual: excluded ${title}: ${reason}`);
  }
  for (const { title, test } of failed) {
    const result = test.results.at(-1);
    const images = (result?.attachments ?? [])
      .filter((a) => a.path && /-(actual|diff|expected)\.png$/.test(a.name))
      .map((a) => `${a.name.replace(/.*-(\w+)\.png$/, '$1')} ${relative(process.cwd(), a.path ?? '')}`);
    const messages = result?.errors.length ? result.errors.map((e) => e.message ?? '') : [test.status];
    // A differing screenshot (a soft expectation) and the font and axe checks after it: each failure named.
    for (const message of messages) {
      // eslint-disable-next-line no-control-regex -- Playwright colours its messages
      const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
      // An axe or font failure names its rules and elements over several lines; a screenshot's, in one.
      const cause = /^(Error: )?(axe|fonts): /.test(lines[0] ?? '')
        ? lines.slice(0, Math.min(12, lines.indexOf('') >>> 0)).join('\n')
        : (lines.find((line) => /pixels .* different|Error: (?!expect)/.test(line)) ?? lines[0]);
      console.error(`visual: FAILED ${title}: ${cause?.trim()}`);
    }
    for (const image of images) console.error(`visual:   ${image}`);
  }
  for (const error of report.errors ?? []) console.error(`visual: ${error.message?.split('\n')[0]}`);

  // Baselines of stories that no longer exist are found only when every story was visited.
  let orphans = /** @type {string[]} */ ([]);
  if (!options.filter && tests.length > 0) {
    const expected = new Set(
      tests.map(({ title }) => {
        const [id, variant] = title.split(' ');
        return join(baselineDir, variant ?? '', `${id}.png`);
      }),
    );
    orphans = baselineFiles()
      .map(({ file }) => file)
      .filter((file) => !expected.has(file));
    if (options.update) {
      for (const file of orphans) rmSync(file);
      if (orphans.length) console.log(`visual: deleted ${orphans.length} baselines of removed stories`);
      orphans = [];
    } else if (orphans.length) {
      console.error(
        `visual: ${orphans.length} baselines belong to no story (run npm run test:visual:stories:update): ` +
          orphans.join(', '),
      );
    }
  }
  const baselines = baselineFiles();
  const totalBytes = baselines.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `visual: baselines: ${baselines.length} PNG files, ${megabytes(totalBytes)} MB in ${baselineDir}`,
  );
  if (failed.length && !options.update) {
    console.error(
      'visual: a screenshot differs from its baseline. If the change is intended, run' +
        ' `npm run test:visual:stories:update` and commit the new PNGs.',
    );
  }
  const plantsOk = options.filter !== undefined || (planted.length > 0 && plantedFailed.length === 0);
  return code === 0 && ran.length > 0 && failed.length === 0 && orphans.length === 0 && plantsOk;
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
  console.log(
    process.env.STORYBOOK_STATIC_DIR
      ? `stories: reusing the Storybook build in ${staticDir}`
      : `stories: storybook build ${buildSeconds}s`,
  );

  server = await serveStatic(staticDir);
  const visualOk = await runVisual(server.url);
  console.log(`stories: done in ${seconds(started)}s`);
  return visualOk ? 0 : 1;
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
