import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createStyles } from './createStyles';

const { css, styled, keyframes, getCssText } = createStyles('t', {
  scales: { colors: { accent9: 'var(--accent-9)' } },
  media: {},
});

/** The rules the browser holds now, in cascade order. */
const browserRules = () =>
  [...document.querySelectorAll('style[data-ui-styles]')].flatMap((element) =>
    [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

describe('createStyles', () => {
  it('renders the component with its class, a variant class and the css prop’s class, in cascade order', () => {
    const Box = styled('div', {
      color: '$accent9',
      variants: { tone: { quiet: { color: 'gray' }, loud: { color: 'red' } } },
    });
    render(
      <Box tone="loud" css={{ color: 'blue' }} className="own" data-testid="box">
        Hi
      </Box>,
    );
    const box = screen.getByTestId('box');
    const [base, variant, inline, own] = box.className.split(' ');
    expect(own).toBe('own');
    expect(box).not.toHaveAttribute('tone');
    expect(box).not.toHaveAttribute('css');
    const rules = browserRules();
    const at = (className: string | undefined) =>
      rules.findIndex((rule) => rule.startsWith(`.${className} `));
    expect(rules[at(base)]).toContain('color: var(--accent-9)');
    expect(rules[at(variant)]).toContain('color: red');
    expect(rules[at(inline)]).toContain('color: blue');
    // Variants override the base and the css prop overrides both, whatever order they were first used in.
    expect(at(base)).toBeLessThan(at(variant));
    expect(at(variant)).toBeLessThan(at(inline));
    // The variant not used has no rule.
    expect(rules.join('')).not.toContain('gray');
  });

  it('adds a variant used later after every base rule', () => {
    const First = styled('span', { variants: { size: { big: { fontSize: 20 } } } });
    const Second = styled('span', { fontSize: 10 });
    const { rerender } = render(<Second data-testid="second" />);
    rerender(
      <>
        <Second data-testid="second" />
        <First size="big" data-testid="first" />
      </>,
    );
    const rules = browserRules();
    const second = screen.getByTestId('second').className;
    const bigVariant = screen.getByTestId('first').className.split(' ')[1];
    expect(rules.findIndex((r) => r.startsWith(`.${bigVariant} `))).toBeGreaterThan(
      rules.findIndex((r) => r.startsWith(`.${second} `)),
    );
  });

  it('passes the ref and renders `as` another element', () => {
    const Panel = styled('div', { padding: 4 });
    const ref = createRef<HTMLDivElement>();
    render(
      <>
        <Panel ref={ref} data-testid="panel" />
        <Panel as="nav" aria-label="Main" />
      </>,
    );
    expect(ref.current).toBe(screen.getByTestId('panel'));
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toBe(ref.current?.className);
  });

  it('gives css() a class function and keyframes a name, and keeps every rule for a server render', () => {
    const spin = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
    const link = css({ animation: `${spin} 1s`, '&:hover': { opacity: 0.5 } });
    const className = link();
    expect(className).toMatch(/^t-c-/);
    const text = getCssText();
    expect(text).toContain(`@keyframes ${spin}{from{opacity:0}to{opacity:1}}`);
    expect(text).toContain(`.${className}{animation:${spin} 1s}.${className}:hover{opacity:0.5}`);
    // Keyframes come first, then base rules, then variants.
    expect(text.indexOf('@keyframes')).toBe(0);
  });
});
