// Brings a rendered story to a still state and decides what its screenshot covers.
import type { BrowserContext, Page } from '@playwright/test';

export type Capture = { kind: 'page' } | { kind: 'viewport' } | { kind: 'content'; clip: Clip };
interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Keeps the browser's own requestAnimationFrame for `settle`: Playwright's fake clock replaces the page's,
 * and a paused clock never runs it. Call before installing the clock.
 */
export async function keepNativeAnimationFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const nativeFrame = window.requestAnimationFrame.bind(window);
    Object.defineProperty(window, '__visualNativeFrame', { value: nativeFrame });
  });
}

/**
 * Brings the page to a still state and decides what to screenshot. Fonts are loaded; CSS animations are
 * finished, or cancelled when infinite (a spinner), and left so: Playwright's own `animations: 'disabled'`
 * cancels and replays them around each shot, and a layer dropped just before the capture can repaint a few
 * pixels differently. Two real frames then let the compositor catch up.
 *
 * The capture is the whole page for `layout: 'fullscreen'` stories; the viewport when something shows
 * outside `#storybook-root` (a portal such as a dialog or menu, or a fixed element such as a toast
 * viewport); otherwise the box around the story's content plus a margin, which keeps baselines small.
 */
export async function settle(page: Page, layout: string): Promise<Capture> {
  const found = await page.evaluate(
    async ({ fullscreen, margin }) => {
      // Fonts load per unicode range as text first needs them.
      await document.fonts.ready;
      for (const animation of document.getAnimations()) {
        if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
        else animation.cancel();
      }
      // From the top, as a reviewer opens the story: a play function that moved focus down the page has
      // scrolled it, and a sticky header would be drawn over the content in the middle of the shot.
      window.scrollTo(0, 0);
      const nativeFrame = (window as { __visualNativeFrame?: (fn: () => void) => number })
        .__visualNativeFrame;
      if (nativeFrame) await new Promise((done) => nativeFrame(() => nativeFrame(() => done(undefined))));

      if (fullscreen) return 'page';
      const root = document.getElementById('storybook-root');
      if (!root) return 'viewport';
      const shows = (el: Element) => {
        const rect = el.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      const showsAnything = (el: Element) => [el, ...el.querySelectorAll('*')].some(shows);
      const storybookOwn = '#storybook-root, #storybook-docs, .sb-wrapper, script, style, link';
      const portals = [...document.body.children].filter((el) => !el.matches(storybookOwn));
      if (portals.some(showsAnything)) return 'viewport';
      const rootBox = root.getBoundingClientRect();
      const outsideRoot = (el: Element) => {
        const r = el.getBoundingClientRect();
        return (
          r.left < rootBox.left || r.top < rootBox.top || r.right > rootBox.right || r.bottom > rootBox.bottom
        );
      };
      const content = [...root.querySelectorAll('*')].filter(shows);
      const fixed = content.filter((el) => getComputedStyle(el).position === 'fixed');
      if (fixed.some((el) => [el, ...el.querySelectorAll('*')].some((n) => shows(n) && outsideRoot(n)))) {
        return 'viewport';
      }
      // The theme wrapper fills the root; the story's content is what lies inside it.
      const boxes = content.filter((el) => el.parentElement !== root).map((el) => el.getBoundingClientRect());
      if (!boxes.length) return { x: 0, y: 0, width: 1, height: 1 };
      const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) - margin) + scrollX);
      const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) - margin) + scrollY);
      const right = Math.ceil(Math.max(...boxes.map((b) => b.right)) + margin) + scrollX;
      const bottom = Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + margin) + scrollY;
      const width = Math.min(right, document.documentElement.scrollWidth) - left;
      const height = Math.min(bottom, document.documentElement.scrollHeight) - top;
      return { x: left, y: top, width, height };
    },
    { fullscreen: layout === 'fullscreen', margin: 16 },
  );
  return typeof found === 'string' ? { kind: found } : { kind: 'content', clip: found };
}
