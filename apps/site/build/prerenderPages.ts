import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCssOf } from './criticalCss';
import { htmlOfVariant, PRERENDERED_DIR, type PrerenderManifest } from './prerenderedHtml';

type Locale = 'en' | 'fr';
type Appearance = 'light' | 'dark';
interface EntryServer {
  render: (
    path: string,
    locale: Locale,
    appearance: Appearance,
  ) => Promise<{ html: string; css: string; title: string; status: number }>;
  appRoutePatterns: () => string[];
}

/** Every public page of the spec, pre-rendered; the not-found page is rendered from a path no route has. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/articles',
  '/contact',
  '/pricing',
  '/login',
  '/signup',
  '/verify',
  '/forgot-password',
  '/terms',
  '/privacy',
];
const NOT_FOUND_PROBE = '/__not-found__';
/** Any signed-in page: while the session loads it is the page spinner, the same on every signed-in path. */
const APP_SHELL_PROBE = '/dashboard';
const LOCALES: Locale[] = ['en', 'fr'];
const APPEARANCES: Appearance[] = ['light', 'dark'];

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
/** The route module of each pre-rendered page, and the frame around them (lazy chunks of src/app/routes.tsx). */
const routeModuleOf = (path: string) =>
  path === NOT_FOUND_PROBE
    ? 'src/routes/not-found.tsx'
    : `src/routes/${path === '/' ? 'home' : path.slice(1)}.tsx`;
const FRAME_MODULE = 'src/app/layouts/PublicLayout.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ClientManifest = Record<string, ManifestChunk>;

/**
 * The chunks a page needs beyond those index.html preloads already: its frame, its route and (in French) the ui
 * catalogue, with their static imports. Preloaded, they arrive with the entry, so the app hydrates sooner.
 */
function preloadsOf(manifest: ClientManifest, path: string, locale: Locale): string[] {
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    into.add(key);
    chunk.imports?.forEach((imported) => walk(imported, into));
  };
  walk('index.html', loaded);
  const needed = new Set<string>();
  const catalogue = Object.keys(manifest).find((key) => key.endsWith('/ui/src/i18n/fr/index.ts'));
  const page = path === APP_SHELL_PROBE ? [] : [FRAME_MODULE, routeModuleOf(path)];
  const roots = [...page, ...(locale === 'fr' && catalogue ? [catalogue] : [])];
  roots.forEach((key) => walk(key, needed));
  return [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * After the client build: bundles src/entry-server.tsx for Node with the same config, renders each public page
 * in each language and theme into the built index.html, and writes them with a manifest under
 * `<outDir>/prerendered/` for the server (apps/api/src/http/site.ts). A build whose root has no entry-server
 * (the budgets' bare app) is left alone.
 */
export function prerenderPages(entry = 'src/entry-server.tsx'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const entryFile = resolve(config.root, entry);
      if (config.build.ssr || !existsSync(entryFile)) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(join(tmpdir(), 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: entryFile,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const server = (await import(pathToFileURL(join(serverDir, 'entry-server.mjs')).href)) as EntryServer;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const clientManifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as ClientManifest;
        const manifest: PrerenderManifest = {
          pages: {},
          notFound: 'not-found.html',
          appShell: 'app-shell.html',
          appRoutes: server.appRoutePatterns(),
        };
        const write = async (path: string, file: string, role: 'page' | 'shell' = 'page') => {
          const variants = [];
          for (const locale of LOCALES) {
            for (const appearance of APPEARANCES) {
              const page = await server.render(path, locale, appearance);
              if (page.status !== 200)
                throw new Error(`prerender: ${path} rendered with status ${page.status}`);
              variants.push({ ...page, locale, appearance });
            }
          }
          // A hydrated page paints with its own rules inline; the shell keeps the blocking stylesheet, since
          // the app renders over it a page the build has not seen.
          const criticalCss =
            role === 'page'
              ? await criticalCssOf(
                  outDir,
                  template,
                  variants.map((variant) => variant.html),
                )
              : undefined;
          for (const variant of variants) {
            const { locale } = variant;
            const target = join(outDir, PRERENDERED_DIR, `${locale}-${variant.appearance}`, file);
            mkdirSync(dirname(target), { recursive: true });
            const preloads = preloadsOf(clientManifest, path, locale);
            writeFileSync(target, htmlOfVariant(template, { ...variant, preloads, role, criticalCss }));
          }
        };
        for (const path of PUBLIC_PAGES) {
          await write(path, fileOf(path));
          manifest.pages[path] = fileOf(path);
        }
        // The route table's catch-all: the server sends it with 404.
        await write(NOT_FOUND_PROBE, manifest.notFound);
        // The signed-in pages' first paint: the spinner in the visitor's language and theme, replaced (not
        // hydrated) by the app, whichever signed-in path it is.
        await write(APP_SHELL_PROBE, manifest.appShell, 'shell');
        writeFileSync(
          join(outDir, PRERENDERED_DIR, 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        config.logger.info(`prerender: ${PUBLIC_PAGES.length + 1} pages × en/fr × light/dark`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
