// Issue 17: every route of the route table is reachable by following links from / (signed out) or from
// /dashboard (signed in). A link is followed by its href, as a click would; the final address counts, so a
// link a guard redirects does not count as reaching its target.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { paths } from '../../apps/site/src/config/paths';
import { newLearner, signedInLearner } from './support';

/** Routes that a flow reaches rather than a link; each is walked through in the spec named beside it. */
const reachedByFlowNotLink: Record<string, string> = {
  [paths.verify]: 'sign-up sends the learner there (auth.spec.ts)',
  [paths.changePassword]: 'signing in with a temporary password (auth.spec.ts, learner-area.spec.ts)',
  [paths.test(':id')]: "a test card's button opens it (exam-catalogue.spec.ts)",
  [paths.testResults(':id')]: 'exists once an attempt is submitted (exam-attempt.spec.ts)',
  [paths.paymentSuccess]: "the payment provider's return address (purchase.spec.ts, subscription.spec.ts)",
  [paths.paymentCancel]: "the payment provider's cancel address (purchase.spec.ts)",
  [paths.courses]: 'an old address kept for its links: it redirects to /articles (courses-labs.spec.ts)',
};

const pattern = (route: string) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
const routeTable = Object.values(paths).map((p) => (typeof p === 'function' ? p(':id') : p));

async function crawl(page: Page, start: string, limit = 80): Promise<Set<string>> {
  const reached = new Set<string>();
  const queue = [start];
  const seen = new Set(queue);
  while (queue.length > 0 && reached.size < limit) {
    const target = queue.shift()!;
    await page.goto(target);
    await page.waitForLoadState('networkidle');
    reached.add(new URL(page.url()).pathname);
    const hrefs = await page
      // The server's own addresses (a data download, a sign-in provider's start) are not pages of the site.
      .locator('a[href^="/"]:not([href^="/elearning/"])')
      // A language or theme link is a link until the app hydrates it, then loses its href: it may do so between
      // the query and this.
      .evaluateAll((links) =>
        links.flatMap((a) =>
          a.hasAttribute('href') ? [new URL((a as HTMLAnchorElement).href).pathname] : [],
        ),
      );
    for (const href of hrefs) {
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  return reached;
}

test('every route of the route table is reachable by links from / or /dashboard', async ({ browser }) => {
  test.setTimeout(180_000);
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const fromHome = await crawl(visitor, paths.home);
  const learner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signedInLearner(learner, newLearner('crawl'));
  const fromDashboard = await crawl(learner, paths.dashboard);
  const reached = [...fromHome, ...fromDashboard];

  const unreached = routeTable
    .filter((route) => !(route in reachedByFlowNotLink))
    .filter((route) => !reached.some((path) => pattern(route).test(path)));
  expect(unreached, `reached: ${[...new Set(reached)].sort().join(' ')}`).toEqual([]);
});
