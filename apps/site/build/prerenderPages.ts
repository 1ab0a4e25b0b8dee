import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCssOf } from './criticalCss';
import { FRENCH_PREFIX, pathIn } from '../src/config/paths';
import { SIGNED_IN_SLOTS } from '../src/app/serverHtml';
import { htmlOfVariant, PRERENDERED_DIR, type PageAddress, type PrerenderManifest } from './prerenderedHtml';
import { PUBLIC_PAGES } from './publicPages';

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

/**
 * Pages whose form the server takes before the app runs, or without JavaScript (apps/api/src/http/pageForms.ts),
 * and the outcomes it sends the visitor back to the page with (`?sent=1`, or the refusal: `?error=CODE`), each
 * pre-rendered: the page then says what happened in its language, and the app hydrates it as it is (the
 * containers read the same address). Any other refusal comes back as UNKNOWN (a generic failure).
 */
const refused = (...codes: string[]) => [...codes, 'UNKNOWN'].map((code) => `error=${code}`);
const PAGE_FORMS: Record<string, { form: NonNullable<PageAddress['form']>; outcomes: string[] }> = {
  '/login': {
    form: 'login',
    outcomes: refused('AUTH_INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED', 'VALIDATION'),
  },
  // PASSWORDS_DIFFER and TERMS_NOT_ACCEPTED: the server's own checks of the fields the API never sees.
  '/signup': {
    form: 'signup',
    outcomes: refused('PASSWORDS_DIFFER', 'TERMS_NOT_ACCEPTED', 'EMAIL_IN_USE', 'RATE_LIMITED', 'VALIDATION'),
  },
  // resent=1: a Resend code the server took (the form's `intent=resend`).
  '/verify': {
    form: 'verify',
    outcomes: [
      'resent=1',
      ...refused(
        'VERIFICATION_CODE_INVALID',
        'VERIFICATION_CODE_EXPIRED',
        'VERIFICATION_CODE_EXHAUSTED',
        'RATE_LIMITED',
        'VALIDATION',
      ),
    ],
  },
  '/contact': { form: 'contact', outcomes: ['sent=1', ...refused('RATE_LIMITED', 'VALIDATION')] },
  '/forgot-password': {
    form: 'forgotPassword',
    outcomes: ['sent=1', ...refused('RATE_LIMITED', 'VALIDATION')],
  },
};
/** Pages reached only from another (after sign-up; from sign-in): not in sitemap.xml. */
const NOT_IN_SITEMAP = new Set(['/verify', '/forgot-password']);
const NOT_FOUND_PROBE = '/__not-found__';
/** A signed-in page without a loading state of its own: while the session loads, the page spinner. */
const APP_SHELL_PROBE = '/orders';
/**
 * Signed-in pages that show their own loading state inside the signed-in frame while the session loads (their
 * route's `loadsInFrame`): each gets a shell of its own, painted from its HTML like a public page, for a visitor
 * without a session (or a render that failed).
 */
const SIGNED_IN_SHELLS = ['/tests', '/dashboard'];
/**
 * Signed-in pages the server renders for the learner with their data (src/entry-server.tsx renderSignedIn), by
 * route pattern, each with its route module (`src/routes/<name>.tsx`): each gets a template per language and
 * theme. A visitor without a session gets the page's shell (above) or the spinner.
 */
export const SIGNED_IN_RENDERED: Record<string, string> = {
  '/tests': 'tests',
  '/dashboard': 'dashboard',
  '/orders': 'orders',
  '/progress': 'progress',
  '/tests/results/:historyId': 'results',
};
const SIGNED_IN_FRAME_MODULE = 'src/app/layouts/AuthenticatedLayout.tsx';
/** Under the site's output folder: the server-side bundle (src/entry-server.tsx). */
export const SERVER_DIR = 'server';
const LOCALES: Locale[] = ['en', 'fr'];
const APPEARANCES: Appearance[] = ['light', 'dark'];

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
/** The route module of each pre-rendered page, and the frame around them (lazy chunks of src/app/routes.tsx). */
const routeModuleOf = (path: string) =>
  path === NOT_FOUND_PROBE
    ? 'src/routes/not-found.tsx'
    : `src/routes/${SIGNED_IN_RENDERED[path] ?? (path === '/' ? 'home' : path.slice(1))}.tsx`;
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
  const frame = path in SIGNED_IN_RENDERED ? SIGNED_IN_FRAME_MODULE : FRAME_MODULE;
  const page = path === APP_SHELL_PROBE ? [] : [frame, routeModuleOf(path)];
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
      // Kept: the API renders the signed-in pages with it (and does not serve this folder).
      const serverDir = join(outDir, SERVER_DIR);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // React's production build in the bundle, whatever NODE_ENV the server runs with: its development build
        // (checks, component stacks) made a render of /tests about ten times slower.
        define: {
          'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
        },
        build: {
          ssr: entryFile,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
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
        frenchPrefix: FRENCH_PREFIX,
        notFound: 'not-found.html',
        appShell: 'app-shell.html',
        appShells: {},
        signedInPages: {},
        serverEntry: `${SERVER_DIR}/entry-server.mjs`,
        appRoutes: server.appRoutePatterns(),
      };
      /** A localized page is rendered at its address in each language, any other at its one path. */
      const write = async (
        path: string,
        file: string,
        role: 'page' | 'shell' = 'page',
        localized = false,
        query = '',
      ) => {
        const variants = [];
        for (const locale of LOCALES) {
          for (const appearance of APPEARANCES) {
            const url = (localized ? pathIn(locale, path) : path) + query;
            const page = await server.render(url, locale, appearance);
            if (page.status !== 200)
              throw new Error(`prerender: ${path} rendered with status ${page.status}`);
            variants.push({ ...page, locale, appearance });
          }
        }
        // A page paints with its own rules inline, and so does a signed-in page's own shell (the app's first
        // render is that same loading state); the spinner shell keeps the blocking stylesheet, since the app
        // renders over it a page the build has not seen.
        const criticalCss =
          role === 'page' || SIGNED_IN_SHELLS.includes(path)
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
          writeFileSync(
            target,
            htmlOfVariant(template, { ...variant, preloads, role, criticalCss, localized }),
          );
        }
      };
      /**
       * The document a signed-in page is rendered into per request (src/entry-server.tsx renderSignedIn), in
       * each language and theme, its slots open. Its stylesheet blocks the first paint: the build has not
       * seen the learner's data, so it has no critical rules for it.
       */
      const writeSignedInTemplate = (path: string) => {
        const file = `${SIGNED_IN_RENDERED[path]}-signed-in.html`;
        for (const locale of LOCALES) {
          for (const appearance of APPEARANCES) {
            const target = join(outDir, PRERENDERED_DIR, `${locale}-${appearance}`, file);
            const page = { ...SIGNED_IN_SLOTS, locale, appearance, role: 'signed-in' as const };
            const preloads = preloadsOf(clientManifest, path, locale);
            writeFileSync(target, htmlOfVariant(template, { ...page, preloads }));
          }
        }
        return file;
      };
      for (const path of PUBLIC_PAGES) {
        await write(path, fileOf(path), 'page', true);
        const alternates = { en: pathIn('en', path), fr: pathIn('fr', path) };
        const pageForm = PAGE_FORMS[path];
        const outcomes: Record<string, string> = {};
        for (const query of pageForm?.outcomes ?? []) {
          outcomes[query] = fileOf(`${path}-${query.replace('=', '-')}`);
          await write(path, outcomes[query], 'page', true, `?${query}`);
        }
        for (const locale of LOCALES) {
          const inSitemap = !NOT_IN_SITEMAP.has(path);
          manifest.pages[alternates[locale]] = {
            file: fileOf(path),
            locale,
            alternates,
            inSitemap,
            ...(pageForm && { form: pageForm.form, outcomes }),
          };
        }
      }
      // The route table's catch-all: the server sends it with 404.
      await write(NOT_FOUND_PROBE, manifest.notFound);
      // The signed-in pages' first paint, replaced (not hydrated) by the app: their own loading state in the
      // frame for those that have one, else the spinner, in the visitor's language and theme.
      for (const path of SIGNED_IN_SHELLS) {
        const file = `${path.slice(1)}-shell.html`;
        await write(path, file, 'shell');
        manifest.appShells[path] = file;
      }
      for (const path of Object.keys(SIGNED_IN_RENDERED))
        manifest.signedInPages[path] = writeSignedInTemplate(path);
      await write(APP_SHELL_PROBE, manifest.appShell, 'shell');
      writeFileSync(join(outDir, PRERENDERED_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      config.logger.info(`prerender: ${PUBLIC_PAGES.length + 1} pages × en/fr × light/dark`);
    },
  };
}
