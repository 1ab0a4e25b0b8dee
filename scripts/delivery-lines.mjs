// Issue 27's figure: the hand-written code that delivers pages (build plugins, the boot script, the take-over and
// server-render glue, the API's page files), in lines as `wc -l` counts them. Tests are not counted. Run from the
// repository's root: `node scripts/delivery-lines.mjs`.
import { readdirSync, readFileSync } from 'node:fs';

const buildPlugins = readdirSync('apps/site/build')
  .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
  .map((file) => `apps/site/build/${file}`);
const groups = {
  'build plugins and pre-renderer': buildPlugins,
  'boot script, take-over and server-render glue': [
    'apps/site/public/preferences.js',
    'apps/site/src/main.tsx',
    'apps/site/src/entry-server.tsx',
    ...[
      'TakeOver.tsx',
      'earlyInput.ts',
      'serverHtml.ts',
      'serverSession.ts',
      'seedServerData.ts',
      'ServerRender.tsx',
      'prerenderTarget.ts',
      'deferredStyles.ts',
    ].map((file) => `apps/site/src/app/${file}`),
  ],
  "the API's page files": ['site.ts', 'pageForms.ts', 'signedInPages.ts', 'postedValues.ts'].map(
    (file) => `apps/api/src/http/${file}`,
  ),
};

const linesOf = (file) => readFileSync(file, 'utf8').split('\n').length - 1;
let total = 0;
for (const [name, files] of Object.entries(groups)) {
  const lines = files.reduce((sum, file) => sum + linesOf(file), 0);
  total += lines;
  console.log(`${String(lines).padStart(5)}  ${name} (${files.length} files)`);
}
console.log(`${String(total).padStart(5)}  in all`);
