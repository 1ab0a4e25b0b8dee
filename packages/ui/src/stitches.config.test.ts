// @vitest-environment node
import { getCssText, scopeTokensToThemes } from './stitches.config';

describe('stitches tokens', () => {
  it('are declared again on every Radix theme element, so dark values apply inside dark themes', () => {
    scopeTokensToThemes();
    const cssText = getCssText();
    const scoped = cssText.slice(cssText.indexOf('.radix-themes{'));
    for (const declaration of [
      '--elui-colors-gray12:var(--gray-12)',
      '--elui-colors-accent11:var(--accent-11)',
    ]) {
      expect(scoped).toContain(declaration);
    }
  });
});
