// The screenshot comparison (tests/visual/tolerance.ts) run through the comparator Playwright's toHaveScreenshot
// uses: a Chromium patch release passes, a colour moved by one step of any scale the ui imports fails. Planted
// shifts of real controls are checked in the browser suites (stories.visual.ts, routes.spec.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { screenshotTolerance } from '../visual/tolerance';

interface PngImage {
  width: number;
  height: number;
  data: Buffer;
}
type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { threshold?: number; maxDiffPixels?: number },
) => { errorMessage: string } | null;

const require = createRequire(import.meta.url);
const { utils } = require('playwright-core/lib/coreBundle') as {
  utils: { getComparator: (mime: string) => Comparator };
};
const { PNG } = require('playwright-core/lib/utilsBundle') as {
  PNG: { new (o: { width: number; height: number }): PngImage; sync: { write: (p: PngImage) => Buffer } };
};
const compare = utils.getComparator('image/png');
const zeroTolerance = { threshold: 0, maxDiffPixels: 0 };

const fixture = (name: string, folder = 'chromium-patch-release') =>
  readFileSync(new URL(`../visual/fixtures/${folder}/${name}.png`, import.meta.url));

/** A 6 × 6 image of one colour: 36 pixels, more than the pixel budget. */
function filled(hex: string): Buffer {
  const png = new PNG({ width: 6, height: 6 });
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let p = 0; p < 36; p++) png.data.set([...rgb, 255], p * 4);
  return PNG.sync.write(png);
}

/** The sRGB steps 1–12 of each colour scale styles.css imports, per theme (the P3 ones are for P3 screens). */
function importedScales(): { name: string; steps: string[] }[] {
  const styles = readFileSync(new URL('../../packages/ui/src/styles.css', import.meta.url), 'utf8');
  const names = [...styles.matchAll(/tokens\/colors\/(\w+)\.css/g)].map((m) => m[1]!);
  return names.flatMap((name) => {
    const css = readFileSync(require.resolve(`@radix-ui/themes/tokens/colors/${name}.css`), 'utf8');
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      const body = css.slice(start, css.indexOf('}', start));
      return Array.from({ length: 12 }, (_, i) => {
        const hex = new RegExp(`--${name}-${i + 1}: (#[0-9a-f]{6});`).exec(body)?.[1];
        if (!hex) throw new Error(`${name}-${i + 1} not found in ${selector}`);
        return hex;
      });
    };
    return [
      { name: `${name} light`, steps: block(':root, .light, .light-theme') },
      { name: `${name} dark`, steps: block('.dark, .dark-theme') },
    ];
  });
}

describe('screenshot tolerance', () => {
  it('lets a Chromium patch release through (156.0.8078.79 → .108, the same story)', () => {
    const older = fixture('156.0.8078.79');
    const newer = fixture('156.0.8078.108');
    expect(compare(newer, older, zeroTolerance)?.errorMessage).toMatch(/1 pixels .* are different/);
    expect(compare(newer, older, screenshotTolerance)).toBeNull();
  });

  it('lets the same Chromium redraw a few rounded corners a shade apart (the same story, two runs)', () => {
    const baseline = fixture('baseline', 'same-browser-raster');
    const rerun = fixture('rerun', 'same-browser-raster');
    expect(compare(rerun, baseline, { threshold: 0.005, maxDiffPixels: 8 })?.errorMessage).toMatch(
      /12 pixels .* are different/,
    );
    expect(compare(rerun, baseline, screenshotTolerance)).toBeNull();
  });

  it('refuses a colour moved by one step of any scale the ui imports, in light and dark', () => {
    const scales = importedScales();
    expect(scales.length).toBeGreaterThanOrEqual(16);
    const passed: string[] = [];
    for (const { name, steps } of scales)
      for (let i = 1; i < steps.length; i++)
        if (!compare(filled(steps[i]!), filled(steps[i - 1]!), screenshotTolerance))
          passed.push(`${name} ${i} → ${i + 1} (${steps[i - 1]} → ${steps[i]})`);
    expect(passed).toEqual([]);
  });

  it('keeps the pixel budget a handful, never a share of the image', () => {
    expect(screenshotTolerance.maxDiffPixels).toBeLessThanOrEqual(16);
    expect(screenshotTolerance).not.toHaveProperty('maxDiffPixelRatio');
  });
});
