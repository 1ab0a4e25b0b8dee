// The site's server side: at build time (the prerender Vite plugin) renders a public route in one language and
// theme; at run time (apps/api http/site.ts) renders a signed-in page with the learner's data.
import { createApiClient } from '@elearning/api-client';
import { getCssText, type Appearance, type Locale } from '@elearning/ui';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl, type MessageFormatElement } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Key, type Middleware } from 'swr';
import { apiBaseUrl } from './app/apiClient';
import { documentTitle, type PageHandle } from './app/pageTitles';
import { setPrerenderTarget, type PrerenderTarget } from './app/prerenderTarget';
import { routes } from './app/routes';
import { fillSignedInTemplate, type ServerData } from './app/serverHtml';
import { ServerRenderContext, type ServerRender } from './app/ServerRender';
import { serverSession, SERVER_RENDER_ORIGIN, type ApiFetch } from './app/serverSession';
import { preloadUiMessages } from './app/uiMessages';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The styled components' CSS (the ui's `getCssText`), for a `<style>` in the head: the page is styled before the app runs. */
  css: string;
  /** The document title, in the page's language. */
  title: string;
  status: number;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'pageTitle' in handle;

/**
 * The markup once everything has loaded: written after `onAllReady`, every Suspense boundary holds its content
 * (no fallback, no inline script to swap it in — the CSP allows none, and a browser without JavaScript runs none).
 */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      // A large complete boundary is otherwise written out of order, revealed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: reject,
    });
  });
}

// Renders share module state (the pre-render target, the styles collected for getCssText): one at a time.
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(task, task);
  renderQueue = run.catch(() => undefined);
  return run;
}

/** The route's data and router for `path`; a redirect cannot be rendered. */
async function routeOf(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${SERVER_RENDER_ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  const staticContext: StaticHandlerContext = context;
  return { context: staticContext, router: createStaticRouter(handler.dataRoutes, staticContext) };
}

async function titleOf(context: StaticHandlerContext, locale: Locale): Promise<string> {
  const messages = await preloadUiMessages(locale);
  const handle = context.matches.map((match) => match.route.handle).findLast(isPageHandle);
  return documentTitle(
    handle?.pageTitle ?? 'home',
    createIntl({
      locale,
      defaultLocale: 'en',
      // Strings and ASTs mixed, as UiProvider passes them; the type admits one or the other.
      messages: messages as Record<string, MessageFormatElement[]>,
    }),
  );
}

/** One complete render in a language and theme, with the ui's CSS as it stands after it. */
function renderIn(target: PrerenderTarget, element: ReactNode) {
  return oneAtATime(async () => {
    setPrerenderTarget(target);
    try {
      const html = await renderComplete(element);
      return { html, css: getCssText() };
    } finally {
      setPrerenderTarget(undefined);
    }
  });
}

export async function render(path: string, locale: Locale, appearance: Appearance): Promise<RenderedPage> {
  await preloadUiMessages(locale);
  const { context, router } = await routeOf(path);
  const page = await renderIn(
    { locale, appearance },
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  return { ...page, title: await titleOf(context, locale), status: context.statusCode };
}

/** Past this many renders a page's data is what it has: one that keeps asking for more renders as loading. */
const MAX_DATA_PASSES = 3;

/**
 * Renders the page, asks for every API answer it wanted (its SWR keys, with the page's own fetchers and the
 * request's cookie), and renders again with them, until it wants nothing new. An answer that fails is left out:
 * the page shows that part loading and the app asks for it.
 */
async function renderWithData(target: PrerenderTarget, tree: ReactNode, server: ServerRender) {
  const answers = new Map<string, { key: Key; data: unknown }>();
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const wanted = new Map<string, { key: Key; fetch: () => unknown }>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const id = unstable_serialize(key);
      if (id && fetcher && !tried.has(id)) wanted.set(id, { key, fetch: () => fetcher(key) });
      return useSWRNext(key, fetcher, config);
    };
    const fallback = Object.fromEntries([...answers].map(([id, answer]) => [id, answer.data]));
    const page = await renderIn(
      target,
      <ServerRenderContext value={server}>
        <SWRConfig value={{ provider: () => new Map(), fallback, use: [record] }}>{tree}</SWRConfig>
      </ServerRenderContext>,
    );
    if (wanted.size === 0 || pass === MAX_DATA_PASSES) return { ...page, answers: [...answers.values()] };
    await Promise.all(
      [...wanted].map(async ([id, { key, fetch }]) => {
        tried.add(id);
        try {
          answers.set(id, { key, data: await fetch() });
        } catch {
          // Left to the app.
        }
      }),
    );
  }
}

/**
 * A signed-in page for the learner whose cookie `fetchApi` carries, in `template` (the page's signed-in template
 * from the build): the whole document, with what the render knew for the app to hydrate it without asking again.
 * Undefined when nobody is signed in, or the learner must first change a temporary password (the app's guards
 * send them elsewhere: the server sends the page's shell).
 */
export async function renderSignedIn(
  path: string,
  target: PrerenderTarget & { template: string },
  fetchApi: ApiFetch,
): Promise<string | undefined> {
  const session = serverSession(fetchApi);
  await session.refresh();
  const user = session.state().user;
  if (!user || user.mustChangePassword) return undefined;
  const client = createApiClient({
    baseUrl: `${SERVER_RENDER_ORIGIN}${apiBaseUrl}`,
    fetch: fetchApi,
    language: target.locale,
  });
  await preloadUiMessages(target.locale);
  const { context, router } = await routeOf(path);
  const { template, ...renderTarget } = target;
  const page = await renderWithData(
    renderTarget,
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    { session, client },
  );
  const data: ServerData = { user, answers: page.answers };
  return fillSignedInTemplate(template, {
    title: await titleOf(context, target.locale),
    css: page.css,
    html: page.html,
    data,
  });
}

/** Every path pattern of the route table (`/tests/:id`), for the server to tell an app page from a missing one. */
export function appRoutePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      if (route.path && route.path !== '*') patterns.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return patterns;
}
