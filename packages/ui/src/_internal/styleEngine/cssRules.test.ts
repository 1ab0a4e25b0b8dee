// @vitest-environment node
import { cssRules, hashOf, keyframesRule, type StyleConfig } from './cssRules';

const config: StyleConfig = {
  scales: {
    colors: { gray7: 'var(--gray-7)', accent8: 'var(--accent-8)', panel: 'var(--color-panel-solid)' },
    space: { 2: 'var(--space-2)', 3: 'var(--space-3)', 4: 'var(--space-4)' },
    radii: { 2: 'var(--radius-2)' },
    fonts: { body: 'var(--default-font-family)' },
  },
  media: { sm: '(min-width: 768px)', reducedMotion: '(prefers-reduced-motion: reduce)' },
};

describe('cssRules', () => {
  it('resolves tokens by the property’s scale, straight to the Radix variable (so dark values apply)', () => {
    expect(
      cssRules(
        '.a',
        {
          padding: '$3 $4',
          borderRadius: '$2',
          border: '1px solid $gray7',
          outline: '2px solid $accent8',
          backgroundColor: '$panel',
          fontFamily: '$body',
        },
        config,
      ),
    ).toEqual([
      '.a{padding:var(--space-3) var(--space-4);border-radius:var(--radius-2);border:1px solid var(--gray-7);' +
        'outline:2px solid var(--accent-8);background-color:var(--color-panel-solid);' +
        'font-family:var(--default-font-family)}',
    ]);
  });

  it('refuses a token no scale has, rather than writing a variable that does not exist', () => {
    expect(() => cssRules('.a', { color: '$cyan3' }, config)).toThrow('no token $cyan3 for color');
  });

  it('writes numbers in px except where CSS wants a bare number', () => {
    expect(
      cssRules('.a', { width: 420, top: -6, margin: 0, zIndex: 2, fontWeight: 700, lineHeight: 1.6 }, config),
    ).toEqual(['.a{width:420px;top:-6px;margin:0;z-index:2;font-weight:700;line-height:1.6}']);
  });

  it('keeps custom properties as written and prefixes user-select for Safari', () => {
    expect(cssRules('.a', { '--app-top': '64px', userSelect: 'none' }, config)).toEqual([
      '.a{--app-top:64px;-webkit-user-select:none;user-select:none}',
    ]);
  });

  it('puts the selector’s own declarations first, then nested selectors and at-rules in order', () => {
    expect(
      cssRules(
        '.a',
        {
          '&:hover': { color: 'red' },
          display: 'none',
          '[aria-checked="true"] > &': { color: 'blue' },
          '@sm': { '&[data-folded]': { display: 'flex' } },
          '@reducedMotion': { '&&': { animation: 'none' } },
          '@container nav (min-width: 1024px)': { display: 'flex' },
        },
        config,
      ),
    ).toEqual([
      '.a{display:none}',
      '.a:hover{color:red}',
      '[aria-checked="true"] > .a{color:blue}',
      '@media (min-width: 768px){.a[data-folded]{display:flex}}',
      '@media (prefers-reduced-motion: reduce){.a.a{animation:none}}',
      '@container nav (min-width: 1024px){.a{display:flex}}',
    ]);
  });

  it('refuses a nested selector without & (descendant or same element is then a guess)', () => {
    expect(() => cssRules('.a', { ':hover': { color: 'red' } }, config)).toThrow('needs an &');
  });

  it('writes keyframes', () => {
    expect(keyframesRule('k', { from: { opacity: 0 }, to: { transform: 'translateX(0)' } }, config)).toBe(
      '@keyframes k{from{opacity:0}to{transform:translateX(0)}}',
    );
  });

  it('names a style by its content', () => {
    expect(hashOf({ a: 1 })).toBe(hashOf({ a: 1 }));
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: 2 }));
  });
});
