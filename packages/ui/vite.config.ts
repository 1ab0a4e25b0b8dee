// The library build: `dist/index.js` (ESM, every dependency external), `dist/styles.css` with its font files,
// and the French catalogues precompiled to ICU ASTs. Type declarations come from `tsconfig.build.json`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(join(uiRoot, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Every dependency and peer is external with its subpaths (`react/jsx-runtime`, `@radix-ui/themes/…`):
// the consumer's bundler dedupes them, and React must be the app's single copy.
const externalNames = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const external = new RegExp(`^(?:${externalNames.map(escape).join('|')})(?:/.*)?$`);

/** Runs `formatjs compile --ast` on one `{ id: message }` catalogue and returns the JSON it prints. */
function compileCatalogue(file: string): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@formatjs/cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: { formatjs: string } };
  const bin = join(dirname(manifestPath), manifest.bin.formatjs);
  return execFileSync(process.execPath, [bin, 'compile', file, '--ast', '--format', 'simple'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The translation catalogues (`src/i18n/<locale>/*.json`) ship as ICU ASTs: react-intl formats them without
 * parsing at runtime, and a malformed translation fails the build rather than a user's screen. The AST is
 * JSON too, so Vite's JSON plugin turns it into a module as it would the source catalogue.
 */
function compiledCatalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/][a-z]{2}[\\/][^\\/]+\.json$/;
  return {
    name: 'elearning-ui:compiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!catalogue.test(file)) return null;
      try {
        return compileCatalogue(file);
      } catch (error) {
        this.error(`formatjs compile failed for ${file}\n${(error as { stderr?: string }).stderr ?? ''}`);
      }
    },
  };
}

/**
 * `dist/styles.css`: the package stylesheet with Radix Themes and the Inter font bundled in. Library mode
 * inlines every asset as base64, so the stylesheet is a second, ordinary build after the JavaScript one,
 * which copies the font files to `dist/fonts/` and writes their URLs relative to the stylesheet.
 */
function stylesheet(): Plugin {
  return {
    name: 'elearning-ui:stylesheet',
    apply: 'build',
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: false,
        root: uiRoot,
        base: './',
        logLevel: 'warn',
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          assetsInlineLimit: 0,
          rolldownOptions: {
            input: { styles: join(uiRoot, 'src/styles.css') },
            output: {
              assetFileNames: (asset) =>
                asset.names.some((name) => name.endsWith('.css'))
                  ? '[name][extname]'
                  : 'fonts/[name]-[hash][extname]',
            },
          },
        },
      });
      // A CSS-only entry leaves an empty JavaScript chunk behind.
      rmSync(join(uiRoot, 'dist/styles.js'), { force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), compiledCatalogues(), stylesheet()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Apps minify; an unminified library keeps their stack traces readable and their tree shaking exact.
    minify: false,
    copyPublicDir: false,
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    rolldownOptions: { external: (id) => external.test(id) },
  },
});
