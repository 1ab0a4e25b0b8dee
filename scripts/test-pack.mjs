// `npm test` package step: builds @elearning/ui, packs it as npm would publish it, installs the tarball into a
// throw-away app outside the workspace, and uses it there as a consumer would: renders a component with plain
// Node, resolves the stylesheet and its fonts, is refused a deep import, and type-checks a TSX file.
// KEEP_PACK_APP=1 keeps the app (its path is printed) to look into a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = (/** @type {number} */ from) => ((Date.now() - from) / 1000).toFixed(1);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const versionOf = (/** @type {string} */ name) =>
  /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
  ).version;

const workDir = mkdtempSync(join(tmpdir(), 'elearning-ui-pack-'));
const appDir = join(workDir, 'app');

/**
 * Runs a command; its output is shown only when it fails.
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {string} stdout
 */
function run(step, command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${step} failed: ${command} ${args.join(' ')}`);
  }
  return result.stdout;
}

// The consumer: renders with react-dom/server, then reports what it could and could not resolve.
const consumerScript = `
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { loadMessages, LoadingSpinner, UiProvider } from '@elearning/ui';

const failures = [];
const expect = (ok, message) => ok || failures.push(message);
const render = (props) => renderToString(h(UiProvider, props, h(LoadingSpinner, { showLabel: true })));

// French is a chunk of its own in dist/, fetched by loadMessages('fr') from the package's files.
const frMessages = await loadMessages('fr');
const fr = render({ locale: 'fr', appearance: 'dark', messages: frMessages });
expect(fr.includes('Chargement…'), 'French text missing: ' + fr.slice(0, 300));
expect(/class="[^"]*\\bradix-themes\\b[^"]*\\bdark\\b/.test(fr), 'dark theme class missing: ' + fr.slice(0, 300));
const en = render({ locale: 'en', appearance: 'light', messages: await loadMessages('en') });
expect(en.includes('Loading…') && /\\blight\\b/.test(en), 'English light render wrong: ' + en.slice(0, 300));
const overridden = render({ locale: 'fr', appearance: 'light', messages: { ...frMessages, 'ui.LoadingSpinner.loading': 'Patientez' } });
expect(overridden.includes('Patientez'), 'message override by id ignored');

const css = fileURLToPath(import.meta.resolve('@elearning/ui/styles.css'));
const text = readFileSync(css, 'utf8');
expect(text.includes('.radix-themes') && text.includes('Inter Variable'), 'styles.css lacks Radix Themes or the font');
const urls = [...text.matchAll(/url\\(["']?([^)"']+)["']?\\)/g)].map((m) => m[1]).filter((u) => !u.startsWith('data:'));
expect(urls.length > 0, 'styles.css references no font file');
for (const url of urls) expect(existsSync(resolve(dirname(css), url)), 'styles.css points at a missing file: ' + url);

for (const deep of ['@elearning/ui/dist/index.js', '@elearning/ui/src/index.ts', '@elearning/ui/dist/provider/UiProvider.d.ts']) {
  try {
    import.meta.resolve(deep);
    failures.push('deep import allowed: ' + deep);
  } catch (error) {
    expect(error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED', 'deep import failed oddly: ' + deep + ' ' + error.code);
  }
}

console.log(JSON.stringify({ failures, fonts: urls.length, cssBytes: text.length }));
`;

// Type-checked against the package's declarations; the expect-error line fails if the types degrade to any.
const consumerTsx = `
import type { ReactNode } from 'react';
import { LoadingSpinner, UiProvider, loadMessages, type LinkComponent, type Messages, type UiProviderProps } from '@elearning/ui';

export const catalogue: Promise<Messages> = loadMessages('fr');

const Link: LinkComponent = ({ href, children, ...rest }) => <a href={'#' + href} {...rest}>{children}</a>;

export function App({ children, messages }: { children?: ReactNode; messages: Messages }) {
  const props: Omit<UiProviderProps, 'children'> = { locale: 'fr', appearance: 'dark', linkComponent: Link, messages };
  return (
    <UiProvider {...props}>
      <LoadingSpinner label="Chargement des tests" showLabel />
      {children}
    </UiProvider>
  );
}

// @ts-expect-error German is not a locale of the library.
export const wrong = <UiProvider locale="de" appearance="light"><span /></UiProvider>;
`;

const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['check.tsx'],
};

async function main() {
  let stepStarted = Date.now();
  run('build', 'npm', ['run', 'build', '-w', '@elearning/ui'], root);
  console.log(`package: built @elearning/ui (${seconds(stepStarted)}s)`);

  /** @type {{ filename: string, size: number, unpackedSize: number, entryCount: number, files: { path: string }[] }[]} */
  const packed = JSON.parse(
    run('pack', 'npm', ['pack', '-w', '@elearning/ui', '--pack-destination', workDir, '--json'], root),
  );
  const tarball = packed[0];
  if (!tarball) throw new Error('npm pack reported no tarball');
  const stray = tarball.files
    .map((f) => f.path)
    .filter(
      (p) =>
        !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(p) ||
        /\.(stories|test|fixtures)\./.test(p),
    );
  if (stray.length) throw new Error(`the tarball holds files it should not: ${stray.join(', ')}`);
  console.log(
    `package: ${tarball.filename} ${kb(tarball.size)} packed, ${kb(tarball.unpackedSize)} unpacked, ${tarball.entryCount} files`,
  );

  stepStarted = Date.now();
  mkdirSync(appDir);
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({ name: 'ui-consumer', private: true, type: 'module' }, null, 2),
  );
  run(
    'install',
    'npm',
    [
      'install',
      join(workDir, tarball.filename),
      `react@${versionOf('react')}`,
      `react-dom@${versionOf('react-dom')}`,
      `@types/react@${versionOf('@types/react')}`,
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    appDir,
  );
  console.log(
    `package: installed the tarball with react ${versionOf('react')} in ${appDir} (${seconds(stepStarted)}s)`,
  );

  writeFileSync(join(appDir, 'consumer.mjs'), consumerScript);
  /** @type {{ failures: string[], fonts: number, cssBytes: number }} */
  const report = JSON.parse(run('render', process.execPath, ['consumer.mjs'], appDir));
  if (report.failures.length) throw new Error(`the consumer found:\n  ${report.failures.join('\n  ')}`);
  console.log(
    `package: rendered <UiProvider locale="fr" appearance="dark" messages={await loadMessages('fr')}><LoadingSpinner/> with plain Node: French text and dark theme ok; message override ok`,
  );
  console.log(
    `package: @elearning/ui/styles.css resolves (${kb(report.cssBytes)}, ${report.fonts} font URLs all present); deep imports refused`,
  );

  writeFileSync(join(appDir, 'check.tsx'), consumerTsx);
  // Bundler apps and Node-style ESM resolution (a test runner, an SSR server) must both read the types.
  for (const resolution of /** @type {const} */ ([
    { module: 'ESNext', moduleResolution: 'bundler' },
    { module: 'NodeNext', moduleResolution: 'NodeNext' },
  ])) {
    const tsconfig = {
      ...consumerTsconfig,
      compilerOptions: { ...consumerTsconfig.compilerOptions, ...resolution },
    };
    writeFileSync(join(appDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    run(
      `typecheck (${resolution.moduleResolution})`,
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
      appDir,
    );
  }
  console.log(
    'package: a TSX consumer type-checks against dist/index.d.ts with bundler and NodeNext resolution',
  );
}

let exitCode = 0;
try {
  await main();
  console.log(`package: ok (${seconds(started)}s)`);
} catch (error) {
  console.error(`package: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  if (process.env.KEEP_PACK_APP) console.log(`package: kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
