// The built site beside the API: Vite's content-hashed files are cached for a year, everything else is
// revalidated on each visit (so a deploy shows at once). A public page is sent pre-rendered in the visitor's
// language and theme; a signed-in page is rendered for the learner (signedInPages.ts), else gets the HTML shell.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import { escapeMarkup } from './markup';
import { POSTED_VALUES_COOKIE, postedValuesOf, withPostedValues } from './postedValues';
import { apiFetchFor, maySignedIn, timeZoneOf, type RenderSignedIn } from './signedInPages';

/** Where Vite writes the files whose names carry a hash of their content. */
export const HASHED_ASSETS_PATH = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** How long the site's preference cookies last (apps/site/src/app/preferenceCookies.ts). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

export function isHashedAsset(url: string): boolean {
  return pathOf(url).startsWith(HASHED_ASSETS_PATH);
}

/** A page of the single-page app, as opposed to an API path, a file (`/missing.png`) or an old build's chunk. */
export function isClientRoute(url: string): boolean {
  const path = pathOf(url);
  return !path.startsWith(BASE_PATH) && !isHashedAsset(path) && !basename(path).includes('.');
}

/** Brotli or gzip for every text answer over 1 KB, the API's JSON included. */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'] });
}

/** Static files from `siteDir`; the caller's not-found handler answers client routes with `sendPage`. */
export async function registerSite(server: FastifyInstance, siteDir: string): Promise<void> {
  const root = resolve(siteDir);
  const assetsDir = resolve(root, HASHED_ASSETS_PATH.slice(1)) + sep;
  // The site's server-side bundle is the server's to run, not the browser's to download.
  const serverEntry = loadManifest(root)?.serverEntry;
  const serverOnly = serverEntry ? `/${serverEntry.split('/')[0]}/` : undefined;
  await server.register(fastifyStatic, {
    root,
    wildcard: false,
    ...(serverOnly && { allowedPath: (pathName: string) => !pathName.startsWith(serverOnly) }),
    // With pre-rendered pages `/` is a page like the others (sendPage), not the shell file.
    index: existsSync(join(root, 'prerendered', 'manifest.json')) ? false : ['index.html'],
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assetsDir) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
}

type Locale = 'en' | 'fr';
type Appearance = 'light' | 'dark';

/** A public page at one of its addresses (apps/site/build/prerenderedHtml.ts `PageAddress`). */
export interface PageAddress {
  file: string;
  locale: Locale;
  alternates: Record<Locale, string>;
  inSitemap: boolean;
  /** The server takes this page's form before the app runs (http/pageForms.ts). */
  form?: 'login' | 'signup' | 'verify' | 'contact' | 'forgotPassword';
  /** The page with each outcome its form sends the visitor back with (`error=CODE`, `sent=1` → file). */
  outcomes?: Record<string, string>;
}

/** `<siteDir>/prerendered/manifest.json`, written by apps/site/build/prerenderPages.ts. */
interface PrerenderManifest {
  /** Each public page's address in each language (spec decision 87). */
  pages: Record<string, PageAddress>;
  /** Where French addresses start: the not-found page under it is French. */
  frenchPrefix: string;
  notFound: string;
  /** The signed-in pages' loading state (absent from older builds: the shell is sent). */
  appShell?: string;
  /** Signed-in paths with a shell of their own: their loading state in the signed-in frame (absent before). */
  appShells?: Record<string, string>;
  /**
   * Signed-in route pattern (`/tests/results/:historyId`) → the template it is rendered into for the learner
   * (absent before issue 27).
   */
  signedInPages?: Record<string, string>;
  /** The site's server-side bundle, relative to the site's folder (absent before issue 27). */
  serverEntry?: string;
  appRoutes: string[];
}

/** The built pages: each public page in each language and theme, the not-found page, and the shell. */
export interface SitePages {
  shell: string;
  /** `${locale}-${appearance}/${file}` → HTML. */
  variants: Map<string, string>;
  manifest: PrerenderManifest;
  appRoutes: RegExp[];
  /** The manifest's signedInPages, each pattern as the path it matches. */
  signedInPages: { path: RegExp; template: string }[];
  /** Renders a signed-in page for the learner (set once the site's server bundle is loaded). */
  renderSignedIn?: RenderSignedIn;
}

/** Headers of a page whose HTML depends on the language and theme the request asks for. */
export const PAGE_VARY = 'Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme';

const patternToRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);

function loadManifest(root: string): PrerenderManifest | undefined {
  const manifestFile = join(root, 'prerendered', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
}

/**
 * A built page as this server sends it: `<html data-identity-providers>` names the identity providers it offers
 * (the app reads it instead of asking), and their buttons, pre-rendered hidden (ui ProviderButtons
 * `hiddenProviders`), are shown: each offered one's (`data-provider="<id>"`) and, when there is one, the block
 * around them (`data-provider="any"`). The page is then what the app draws for the same list, so it hydrates it.
 */
export function withIdentityProviders(html: string, offered: readonly string[]): string {
  const shown = new Set(offered.length > 0 ? [...offered, 'any'] : []);
  return html
    .replace(/<html\b[^>]*/, (tag) => `${tag} data-identity-providers="${offered.join(' ')}"`)
    .replace(/<[a-z]+\b[^>]*\bdata-provider="([a-z]+)"[^>]*>/g, (tag, id: string) =>
      shown.has(id) ? tag.replace(/ hidden=""/, '') : tag,
    );
}

/**
 * Reads the pre-rendered pages into memory (a few hundred kB), as this server sends them (its identity providers
 * shown); undefined for a build without them.
 */
export function loadSitePages(
  siteDir: string,
  identityProviders: readonly string[] = [],
): SitePages | undefined {
  const root = resolve(siteDir);
  const manifest = loadManifest(root);
  if (!manifest) return undefined;
  const variants = new Map<string, string>();
  for (const locale of ['en', 'fr']) {
    for (const appearance of ['light', 'dark']) {
      const files = [
        ...new Set(
          Object.values(manifest.pages).flatMap((page) => [page.file, ...Object.values(page.outcomes ?? {})]),
        ),
        manifest.notFound,
        manifest.appShell,
        ...Object.values(manifest.appShells ?? {}),
        ...Object.values(manifest.signedInPages ?? {}),
      ];
      for (const file of files.filter((name) => name !== undefined)) {
        const key = `${locale}-${appearance}/${file}`;
        variants.set(
          key,
          withIdentityProviders(readFileSync(join(root, 'prerendered', key), 'utf8'), identityProviders),
        );
      }
    }
  }
  return {
    shell: readFileSync(join(root, 'index.html'), 'utf8'),
    variants,
    manifest,
    appRoutes: manifest.appRoutes.map(patternToRegExp),
    signedInPages: Object.entries(manifest.signedInPages ?? {}).map(([pattern, template]) => ({
      path: patternToRegExp(pattern),
      template,
    })),
  };
}

/** A cookie's value; undefined when absent or not valid percent-encoding (a preference then reads as unset). */
function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The browser's first language by quality, as the app reads `navigator.languages[0]`: fr* → fr, else en. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('fr') ? 'fr' : 'en';
}

/**
 * The variant a request gets: the `language` and `theme` cookies the site writes from the stored preferences,
 * else Accept-Language and the prefers-color-scheme client hint, else English and light.
 */
export function pageVariant(headers: Record<string, string | string[] | undefined>): {
  locale: Locale;
  appearance: Appearance;
} {
  const cookies = typeof headers.cookie === 'string' ? headers.cookie : undefined;
  const language = cookie(cookies, 'language');
  const theme = cookie(cookies, 'theme');
  const locale =
    language === 'en' || language === 'fr'
      ? language
      : localeOfAcceptLanguage(headers['accept-language'] as string | undefined);
  const hint = headers['sec-ch-prefers-color-scheme'];
  const appearance = theme === 'light' || theme === 'dark' ? theme : hint === 'dark' ? 'dark' : 'light';
  return { locale, appearance };
}

const varyWith = (reply: FastifyReply, header: string) => {
  const vary = reply.getHeader('vary');
  return vary ? `${String(vary)}, ${header}` : header;
};

/** br or gzip when the request accepts it (the compression plugin only runs on routes, and this is none). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

// Each page compressed once, at the highest level, on its first request: a handful of files, sent many times.
const compressedPages = new Map<string, Buffer>();
function compressed(html: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(html, { level: 9 });
    compressedPages.set(key, body);
  }
  return body;
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** The site's public origin: SITE_URL's when set (behind a proxy, the only trustworthy one), else the request's. */
export function originOf(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl ? new URL(siteUrl).origin : `${request.protocol}://${request.host}`;
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A localized page's head links: its canonical address and its address in each language (Google's hreflang). */
function alternateLinks(origin: string, path: string, page: PageAddress): string {
  const link = (rel: string, href: string, lang?: string) =>
    `<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ''} href="${origin}${href}">`;
  return [
    link('canonical', path),
    link('alternate', page.alternates.en, 'en'),
    link('alternate', page.alternates.fr, 'fr'),
    link('alternate', page.alternates.en, 'x-default'),
  ].join('\n    ');
}

/**
 * A page of the app: a public page pre-rendered in its address's language (English at the spec's path, French
 * under /fr) and the visitor's theme, with its canonical and hreflang links; a signed-in page's own loading
 * state in the signed-in frame (/tests, /dashboard) or else the page spinner (the app replaces both), in the
 * visitor's language; the not-found page with 404 for any other path. `/` sends a visitor whose language is
 * French (cookie, else Accept-Language) to `/fr`; no French address redirects, so no crawler loops.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: SitePages,
  siteUrl?: string,
  { shellOnly = false } = {},
): FastifyReply | Promise<FastifyReply> {
  const path = pathOf(request.url).replace(/(.)\/+$/, '$1');
  const variant = pageVariant(request.headers);
  const page = pages.manifest.pages[path];
  if (page && page.locale === 'en' && path === '/' && variant.locale === 'fr') {
    const query = request.url.slice(pathOf(request.url).length);
    return reply
      .code(302)
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', CACHE_REVALIDATE)
      .redirect(page.alternates.fr + query);
  }
  const { frenchPrefix, notFound, appShell } = pages.manifest;
  const locale = page?.locale ?? (isUnder(path, frenchPrefix) ? 'fr' : variant.locale);
  const params = new URLSearchParams(request.url.slice(pathOf(request.url).length));
  // The theme button of a public page (the not-found page too) before the app runs, or without JavaScript, links
  // to `?theme=`: that theme, kept in the cookie the site itself writes, so the next page comes in it too.
  const chosenTheme = params.get('theme');
  const themeChosen = chosenTheme === 'light' || chosenTheme === 'dark';
  const appearance = themeChosen ? chosenTheme : variant.appearance;
  if (themeChosen) {
    reply.setCookie('theme', appearance, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
    params.delete('theme');
  }
  const query = params.toString();
  const signedInTemplate = pages.signedInPages.find((page) => page.path.test(path))?.template;
  if (signedInTemplate && pages.renderSignedIn && !shellOnly && maySignedIn(request)) {
    const template = pages.variants.get(`${locale}-${appearance}/${signedInTemplate}`)!;
    const address = query ? `${path}?${query}` : path;
    const timeZone = timeZoneOf(cookie(request.headers.cookie, 'timezone'));
    return renderedFor(request, pages.renderSignedIn, address, {
      locale,
      appearance,
      timeZone,
      template,
    }).then((html) =>
      html === undefined
        ? sendPage(request, reply, pages, siteUrl, { shellOnly: true })
        : sendPersonalPage(request, reply, html),
    );
  }
  const file = page?.outcomes?.[query] ?? page?.file ?? pages.manifest.appShells?.[path];
  const isAppRoute = pages.appRoutes.some((route) => route.test(path));
  const variantFile = file ?? (isAppRoute ? appShell : notFound);
  const status = file || isAppRoute ? 200 : 404;
  let html = pages.shell;
  if (variantFile) {
    html = pages.variants.get(`${locale}-${appearance}/${variantFile}`)!;
    if (page)
      html = html.replace(
        '</head>',
        () => `  ${alternateLinks(originOf(request, siteUrl), path, page)}\n  </head>`,
      );
    reply.header('vary', PAGE_VARY).header('accept-ch', 'Sec-CH-Prefers-Color-Scheme');
  }
  // A refusal of a form the server took comes back with what the visitor had typed (pageForms.ts).
  const posted =
    page?.form && query.startsWith('error=')
      ? postedValuesOf(cookie(request.headers.cookie, POSTED_VALUES_COOKIE))
      : undefined;
  if (posted?.path === path) {
    reply.clearCookie(POSTED_VALUES_COOKIE, { path: '/' });
    return sendPersonalPage(request, reply, withPostedValues(html, posted.values));
  }
  const etag = etagOf(html);
  reply.header('cache-control', CACHE_REVALIDATE).header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.code(status).type('text/html; charset=utf-8').header('vary', varyWith(reply, 'Accept-Encoding'));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressed(html, encoding));
}

/** The page rendered for the learner; undefined when nobody is signed in or the render failed (logged). */
async function renderedFor(
  request: FastifyRequest,
  render: RenderSignedIn,
  address: string,
  target: Parameters<RenderSignedIn>[1],
): Promise<string | undefined> {
  try {
    return await render(address, target, apiFetchFor(request.server, request));
  } catch (error) {
    request.log.error({ err: error }, 'A signed-in page could not be rendered: its shell is sent instead');
    return undefined;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page with one learner's data: never stored by a shared cache, compressed for this answer only (at a level
 * that costs about a millisecond: the built pages' highest one is for files compressed once).
 */
async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', `${PAGE_VARY}, Accept-Encoding`);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}

/** sitemap.xml: each public page at both its addresses, each naming the other (Google's hreflang in sitemaps). */
export function sitemapOf(pages: SitePages, origin: string): string {
  const entries = Object.entries(pages.manifest.pages)
    .filter(([, page]) => page.inSitemap)
    .map(([path, page]) => {
      const alternates = (['en', 'fr'] as const)
        .map(
          (lang) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeMarkup(origin + page.alternates[lang])}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeMarkup(origin + path)}</loc>\n${alternates}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawl the site, not the API, and find the sitemap (an absolute address, hence not a static file). */
export function robotsOf(origin: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /elearning/api/'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** GET /robots.txt, and /sitemap.xml when the build has pre-rendered pages: revalidated, with an ETag. */
export function registerCrawlerFiles(
  server: FastifyInstance,
  pages: SitePages | undefined,
  siteUrl?: string,
): void {
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', CACHE_REVALIDATE).header('etag', etagOf(body)).send(body);
  server.get('/robots.txt', (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsOf(pages ? originOf(request, siteUrl) : undefined)),
  );
  if (!pages) return;
  server.get('/sitemap.xml', (request, reply) =>
    send(reply, 'application/xml; charset=utf-8', sitemapOf(pages, originOf(request, siteUrl))),
  );
}
