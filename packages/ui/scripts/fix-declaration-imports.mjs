// tsc copies the sources' extensionless relative imports (`./Button`) into dist/*.d.ts. Bundler resolution
// accepts them, but a consumer on `moduleResolution: node16`/`nodenext` does not, and the package is `type:
// module`. This gives each relative specifier in the declarations its full ESM path (`./Button/index.js`).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;

/** @param {string} dir @returns {string[]} */
const declarations = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => join(dir, file));

/** @param {string} fromFile @param {string} spec */
function resolved(fromFile, spec) {
  if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return spec;
  const target = join(dirname(fromFile), spec);
  if (existsSync(`${target}.d.ts`)) return `${spec}.js`;
  if (existsSync(target) && statSync(target).isDirectory() && existsSync(join(target, 'index.d.ts')))
    return `${spec.replace(/\/$/, '')}/index.js`;
  throw new Error(`${relative(dist, fromFile)}: cannot resolve '${spec}' to a declaration file`);
}

let rewritten = 0;
for (const file of declarations(dist)) {
  const source = readFileSync(file, 'utf8');
  const fixed = source.replace(specifier, (_match, lead, quote, spec) => {
    rewritten += 1;
    return `${lead}${quote}${resolved(file, spec)}${quote}`;
  });
  if (fixed !== source) writeFileSync(file, fixed);
}
console.log(`declarations: ${rewritten} relative imports given their ESM paths`);
