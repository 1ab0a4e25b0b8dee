// Build time only (the prerender Vite plugin): renders a public route to HTML in one language and theme.
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
import { documentTitle, type PageHandle } from './app/pageTitles';
import { setPrerenderTarget } from './app/prerenderTarget';
import { routes } from './app/routes';
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

export async function render(path: string, locale: Locale, appearance: Appearance): Promise<RenderedPage> {
  const messages = await preloadUiMessages(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}); it cannot be pre-rendered`);
  const staticContext: StaticHandlerContext = context;
  const router = createStaticRouter(handler.dataRoutes, staticContext);
  setPrerenderTarget({ locale, appearance });
  try {
    const html = await renderComplete(
      <StaticRouterProvider router={router} context={staticContext} hydrate={false} />,
    );
    const handle = staticContext.matches.map((match) => match.route.handle).findLast(isPageHandle);
    return {
      html,
      css: getCssText(),
      title: documentTitle(
        handle?.pageTitle ?? 'home',
        createIntl({
          locale,
          defaultLocale: 'en',
          // Strings and ASTs mixed, as UiProvider passes them; the type admits one or the other.
          messages: messages as Record<string, MessageFormatElement[]>,
        }),
      ),
      status: staticContext.statusCode,
    };
  } finally {
    setPrerenderTarget(undefined);
  }
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
