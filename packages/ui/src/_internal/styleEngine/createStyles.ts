// `css`, `styled` and `keyframes` with Stitches' syntax (the part the ui uses: tokens, `&` selectors, `@`
// media, variants and the `css` prop), in a few hundred bytes instead of Stitches' runtime (6.4 kB gzip,
// unmaintained since 2023). Rules are added when a component first renders, so a server render inlines only
// what its page drew.
import { createElement, type ComponentPropsWithRef, type ElementType, type JSX } from 'react';
import { cssRules, hashOf, keyframesRule, type StyleConfig, type StyleObject } from './cssRules';
import { addRules, cssText } from './sheet';

export type { StyleObject };

type Variants = Record<string, Record<string, StyleObject>>;

/** A variant's values as props: `{ size: { 1: …, 2: … } }` takes `size?: '1' | '2'`. */
type VariantProps<V extends Variants> = { [K in keyof V]?: keyof V[K] & string };

type StyleWithVariants<V extends Variants> = StyleObject & { variants?: V };

export type StyledComponent<T extends ElementType, V extends Variants> = ((
  props: Omit<ComponentPropsWithRef<T>, keyof V> & VariantProps<V> & { css?: StyleObject; as?: ElementType },
) => JSX.Element) & { displayName?: string };

export function createStyles(prefix: string, config: StyleConfig) {
  /** A class for `style`, its rules added on first use; variants each get a class of their own. */
  function compile<V extends Variants>({ variants, ...style }: StyleWithVariants<V>) {
    const base = `${prefix}-c-${hashOf([style, variants ?? null])}`;
    const variantClass = (name: string, value: string) => `${base}-${name}-${value}`;
    return {
      base,
      classes(props: Record<string, unknown>): string[] {
        addRules(base, 'base', () => cssRules(`.${base}`, style, config));
        const classes = [base];
        for (const [name, values] of Object.entries(variants ?? {})) {
          const value = props[name];
          if (value === undefined || value === null) continue;
          const variantStyle = values[String(value)];
          if (!variantStyle) continue;
          const className = variantClass(name, String(value));
          addRules(className, 'variant', () => cssRules(`.${className}`, variantStyle, config));
          classes.push(className);
        }
        return classes;
      },
    };
  }

  function inlineClass(base: string, style: StyleObject): string {
    const className = `${base}-i${hashOf(style)}`;
    addRules(className, 'inline', () => cssRules(`.${className}`, style, config));
    return className;
  }

  /** `const link = css({...})`, then `className={link()}`. */
  function css(style: StyleObject): () => string {
    const compiled = compile(style);
    return () => compiled.classes({}).join(' ');
  }

  /** A component rendering `component` with the style's class, its variants as props, and a `css` prop. */
  function styled<T extends ElementType, V extends Variants = Record<never, never>>(
    component: T,
    style: StyleWithVariants<V>,
  ): StyledComponent<T, V> {
    const compiled = compile(style);
    const variantNames = Object.keys(style.variants ?? {});
    function Styled(props: Record<string, unknown>) {
      const { css: inline, className, as, ...rest } = props;
      const classes = compiled.classes(rest);
      for (const name of variantNames) delete rest[name];
      if (inline) classes.push(inlineClass(compiled.base, inline as StyleObject));
      if (className) classes.push(String(className));
      return createElement((as as ElementType | undefined) ?? component, {
        ...rest,
        className: classes.join(' '),
      });
    }
    Styled.displayName = `Styled(${typeof component === 'string' ? component : ((component as { displayName?: string }).displayName ?? 'Component')})`;
    return Styled as unknown as StyledComponent<T, V>;
  }

  /** An animation's name for `animation: \`${fadeIn} 150ms\``; its rule is added at once. */
  function keyframes(frames: Record<string, StyleObject>): string {
    const name = `${prefix}-k-${hashOf(frames)}`;
    addRules(name, 'keyframes', () => [keyframesRule(name, frames, config)]);
    return name;
  }

  return { css, styled, keyframes, getCssText: cssText };
}
