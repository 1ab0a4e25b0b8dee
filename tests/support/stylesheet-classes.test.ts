import { describe, expect, it } from 'vitest';
import { classesOfStylesheet } from './stylesheet-classes';

describe('classesOfStylesheet', () => {
  it('reads every class a selector names, with the escaped breakpoint colon undone', () => {
    const css =
      '.rt-Button:where(.rt-r-size-1){a:b}@media (min-width:520px){.md\\:rt-r-m-4,.-rt-r-mt-2{c:d}}' +
      ':where(.radix-themes) .rt-Card:not(.rt-variant-ghost){e:f}';
    expect(classesOfStylesheet(css)).toEqual(
      new Set([
        'rt-Button',
        'rt-r-size-1',
        'md:rt-r-m-4',
        '-rt-r-mt-2',
        'radix-themes',
        'rt-Card',
        'rt-variant-ghost',
      ]),
    );
  });
});
