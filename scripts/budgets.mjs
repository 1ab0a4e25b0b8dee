// `npm run test:budgets`: the JS and CSS the site makes a visitor download, measured in a real browser and held
// to the budgets in tests/budgets/budgets.json (what each figure means: tests/budgets/README.md).
// `--tighten` lowers each budget to the new measurement plus the margin; no flag ever raises one.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from './browser.mjs';
import { startSiteServer } from './site-server.mjs';
import { serveStatic } from './serve-static.mjs';

const budgetsFile = 'tests/budgets/budgets.json';
// Private output folders: a build of apps/site/dist running at the same time (e2e) cannot change what is measured.
const siteDist = resolve('node_modules/.cache/budgets/site');
const bareDist = resolve('node_modules/.cache/budgets/bare-app');
const bareAppDir = 'tests/budgets/bare-app';
const siteConfig = 'apps/site/vite.config.ts';
const radixThemesCss = 'node_modules/@radix-ui/themes/styles.css';
const TIGHTEN_MARGIN = 0.02;
const QUIET_MS = 500;

const port = Number(process.env.BUDGETS_PORT ?? 3400);
const tighten = process.argv.includes('--tighten');
const verbose = process.argv.includes('--verbose');

/** gzip at level 9: what a server that compresses its static files once, ahead of time, sends. */
const gzipSize = (/** @type {Buffer} */ body) => gzipSync(body, { level: 9 }).length;
const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(2)} kB`;

function run(/** @type {string} */ command) {
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  if (result.status !== 0) throw new Error(`${command} failed`);
}

async function buildBareApp() {
  // The site's own config with only the root moved: same Vite, plugins, target, minifier and chunking.
  await build({
    configFile: resolve(siteConfig),
    root: resolve(bareAppDir),
    logLevel: 'warn',
    build: { outDir: bareDist, emptyOutDir: true },
  });
}

/** @typedef {{ url: string, type: 'js' | 'css' | 'html', raw: number, gzip: number }} Asset */

const contextOptions = { locale: 'en-US', viewport: { width: 1280, height: 720 } };

/**
 * Opens `url` in a fresh context (empty cache), lets `settle` drive the page, and returns every JS and CSS
 * response received until the page is loaded, settled and the network has been quiet for QUIET_MS.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {{ storageState?: import('playwright').BrowserContextOptions['storageState'],
 *   settle: (page: import('playwright').Page) => Promise<void> }} steps
 * @returns {Promise<Asset[]>}
 */
async function measure(browser, url, { storageState, settle }) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  const page = await context.newPage();
  /** @type {Promise<Asset | undefined>[]} */
  const assets = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const begin = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  page.on('response', (response) => {
    const contentType = response.headers()['content-type'] ?? '';
    const type = /javascript/.test(contentType)
      ? 'js'
      : /text\/css/.test(contentType)
        ? 'css'
        : response.request().resourceType() === 'document'
          ? 'html'
          : undefined;
    if (!type || response.status() !== 200) return;
    assets.push(
      response.body().then((body) => ({ url: response.url(), type, raw: body.length, gzip: gzipSize(body) })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const deadline = Date.now() + 30_000;
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const measured = (await Promise.all(assets)).filter((asset) => asset !== undefined);
  await context.close();
  return measured;
}

/**
 * A new verified learner's cookies (signed up through the API and the dev outbox, as the e2e helpers do) and
 * the seed's free test.
 */
async function signedInLearner(
  /** @type {import('playwright').Browser} */ browser,
  /** @type {string} */ base,
) {
  const context = await browser.newContext(contextOptions);
  const api = `${base}/elearning/api`;
  await context.request.get(`${api}/users/auth-status`);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const post = async (/** @type {string} */ path, /** @type {object} */ data) => {
    const response = await context.request.post(`${api}${path}`, { headers: { 'X-XSRF-TOKEN': xsrf }, data });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  };
  const email = `budgets-${Date.now().toString(36)}@budgets.test`;
  await post('/users/register', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'Partitions-2026!',
  });
  for (let attempt = 0; ; attempt++) {
    const outbox = await context.request.get(`${api}/dev/outbox?to=${encodeURIComponent(email)}`);
    const code = /** @type {{ data: { code?: string }[] }} */ (await outbox.json()).data.find(
      (m) => m.code,
    )?.code;
    if (code) {
      await post('/users/verify', { email, code });
      break;
    }
    if (attempt > 40) throw new Error('no verification mail in the outbox');
    await new Promise((done) => setTimeout(done, 250));
  }
  const tests = await context.request.get(`${api}/tests`);
  const { data } = /** @type {{ data: { id: number, title: string, isFree: boolean }[] }} */ (
    await tests.json()
  );
  const freeTest = data.find((t) => t.isFree);
  if (!freeTest) throw new Error('the seed has no free test');
  const storageState = await context.storageState();
  await context.close();
  return { storageState, freeTest };
}

const sum = (/** @type {Asset[]} */ assets, /** @type {'js' | 'css' | 'html'} */ type) =>
  assets.filter((a) => a.type === type).reduce((total, a) => total + a.gzip, 0);

function listAssets(/** @type {string} */ title, /** @type {Asset[]} */ assets) {
  console.log(`\n${title}: ${assets.length} files (raw → gzip -9)`);
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
    const name = new URL(asset.url).pathname;
    console.log(`  ${kB(asset.raw).padStart(10)} → ${kB(asset.gzip).padStart(9)}  ${name}`);
  }
}

async function main() {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));

  console.log('Building the site and the bare React + React Router app…');
  run(`npm run build -w @elearning/site --silent -- --logLevel warn --outDir ${siteDist} --emptyOutDir`);
  await buildBareApp();

  const browser = await chromium.launch(chromiumLaunchOptions());
  const bareServer = await serveStatic(bareDist, { port: port + 1 });
  // The seed's order (TEST_FIXED_ORDER, as in the journeys): a shuffled first question that is a matching or
  // ordering item would add its renderer (lazy, about 5 kB) to one run and not the next.
  const siteServer = await startSiteServer({
    port,
    siteDir: siteDist,
    env: { TEST_FIXED_ORDER: 'kafka-fundamentals' },
  });
  /** @type {Record<string, Asset[]>} */
  let measured;
  let examTitle;
  try {
    const waitForHeading = async (/** @type {import('playwright').Page} */ page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    };
    const bare = await measure(browser, `${bareServer.url}/`, { settle: waitForHeading });
    const landing = await measure(browser, `${siteServer.url}/`, { settle: waitForHeading });
    const { storageState, freeTest } = await signedInLearner(browser, siteServer.url);
    examTitle = freeTest.title;
    const exam = await measure(browser, `${siteServer.url}/tests/${freeTest.id}`, {
      storageState,
      settle: async (page) => {
        await page.getByRole('button', { name: 'Start Test' }).click();
        await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
      },
    });
    measured = { bare, landing, exam };
  } finally {
    await browser.close();
    await bareServer.close();
    await siteServer.stop();
  }

  const { bare, landing, exam } = measured;
  if (verbose) {
    listAssets('Bare app, /', bare);
    listAssets('Landing page, /', landing);
    listAssets(`Exam route, /tests/:id then Start Test (${examTitle})`, exam);
  }
  const landingUrls = new Set(landing.map((asset) => new URL(asset.url).pathname));
  const examBeyondLanding = exam.filter((asset) => !landingUrls.has(new URL(asset.url).pathname));

  const figures = {
    landingJs: sum(landing, 'js'),
    landingCss: sum(landing, 'css'),
    examJs: sum(exam, 'js'),
    examCss: sum(exam, 'css'),
  };
  const bareJs = sum(bare, 'js');
  const bareFiles = bare.filter((a) => a.type === 'js').length;
  const ratio = figures.landingJs / bareJs;
  const goal = budgets.landingToBareJsGoal;
  const labels = {
    landingJs: `landing JS (/, ${landing.filter((a) => a.type === 'js').length} files)`,
    landingCss: 'landing CSS (/)',
    examJs: `exam JS (/tests/:id + Start Test, ${exam.filter((a) => a.type === 'js').length} files)`,
    examCss: 'exam CSS',
  };

  console.log('\nPerformance budgets (gzip -9 of each response body, summed)');
  const row = (/** @type {string[]} */ cells) =>
    console.log(`  ${cells[0].padEnd(46)}${cells[1].padStart(11)}${cells[2].padStart(12)}  ${cells[3]}`);
  row(['figure', 'measured', 'budget', 'status']);
  let failed = 0;
  let passed = 0;
  for (const [key, value] of Object.entries(figures)) {
    const budget = budgets.gzipBytes[key];
    const ok = value <= budget;
    if (ok) passed++;
    else failed++;
    row([labels[key], kB(value), kB(budget), ok ? 'ok' : `OVER by ${kB(value - budget)}`]);
  }
  row([
    `bare React + React Router JS (${bareFiles} file${bareFiles === 1 ? '' : 's'})`,
    kB(bareJs),
    '',
    'baseline',
  ]);
  row(['exam JS beyond the landing page', kB(sum(examBeyondLanding, 'js')), '', 'info']);
  row(['exam CSS beyond the landing page', kB(sum(examBeyondLanding, 'css')), '', 'info']);
  row(['landing HTML (page + its inlined critical CSS)', kB(sum(landing, 'html')), '', 'info']);
  row(['Radix Themes styles.css (whole file)', kB(gzipSize(readFileSync(radixThemesCss))), '', 'info']);
  const goalMet = ratio <= goal;
  if (budgets.goalGates) {
    if (goalMet) passed++;
    else failed++;
  }
  const goalStatus = goalMet
    ? 'goal met'
    : `goal NOT met${budgets.goalGates ? '' : ' (not gating: the size budget above gates)'}`;
  row(['landing JS ÷ bare app JS', `${ratio.toFixed(2)}×`, `≤ ${goal}×`, goalStatus]);
  // Issue 15's target (the goal above is its stretch): the landing JS it allows beside the bare app's.
  const target = budgets.landingToBareJsTarget;
  if (target) {
    const allowed = bareJs * target;
    row([
      `landing JS at ${target}× the bare app`,
      kB(allowed),
      '',
      figures.landingJs <= allowed
        ? 'target met'
        : `target NOT met: ${kB(figures.landingJs - allowed)} to go`,
    ]);
  }

  if (tighten) {
    for (const [key, value] of Object.entries(figures)) {
      budgets.gzipBytes[key] = Math.min(budgets.gzipBytes[key], Math.ceil(value * (1 + TIGHTEN_MARGIN)));
    }
    writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(
      `\nBudgets tightened to the measurement + ${TIGHTEN_MARGIN * 100}% where lower: ${budgetsFile}`,
    );
  }
  console.log(`\nBudgets: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

await main();
