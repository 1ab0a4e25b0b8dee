import { selectorToMatch } from './criticalCss';

describe('selectorToMatch', () => {
  it.each([
    // Radix Themes' tokens and the page background, which Beasties' own rule would have dropped.
    [':where(.radix-themes)', ':is(.radix-themes)'],
    [':where(html,body)', ':is(html,body)'],
    ['.rt-reset:where(h1,h2)', '.rt-reset:is(h1,h2)'],
    // A state: kept when the element is in the page.
    ['.rt-Button:where(:hover)', '.rt-Button:is(:is(*))'],
    ['.rt-Link:where(:any-link, button)', '.rt-Link:is(:is(*), button)'],
    ['.a::before', '.a:is(*)'],
    ['.x>:first-child', '.x>:is(*)'],
    [
      '.rt-BaseButton:where(.rt-variant-solid):where(:focus-visible)',
      '.rt-BaseButton:is(.rt-variant-solid):is(:is(*))',
    ],
    // At rest an element is not hovered: the :not() goes, the rule stays.
    ['a:not(:hover)', 'a'],
    ['.b:not(.c)', '.b:not(.c)'],
    [
      '.rt-BaseRadioRoot:where(.rt-variant-surface):where(:not(:checked), [data-state=unchecked])::before',
      '.rt-BaseRadioRoot:is(.rt-variant-surface):is(*, [data-state=unchecked]):is(*)',
    ],
    // Escaped colons are part of a class name.
    ['.sm\\:rt-r-size-4', '.sm\\:rt-r-size-4'],
  ])('%s → %s', (selector, expected) => {
    expect(selectorToMatch(selector)).toBe(expected);
  });
});
