import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompiledMessages } from './precompiledMessages';

type Hook = (this: unknown, ...args: string[]) => unknown;
const handlerOf = (hook: unknown) =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

describe('precompiledMessages', () => {
  let plugin: Plugin;
  const transform = (code: string, id: string) =>
    handlerOf(plugin.transform).call(context, code, id) as { code: string } | undefined;
  beforeAll(async () => {
    plugin = precompiledMessages();
    await handlerOf(plugin.buildStart).call(context);
  });

  it('replaces each literal defaultMessage, object property or JSX attribute, with its parsed message', () => {
    const source = [
      "const messages = { title: { id: 'a', defaultMessage: 'Hello {name}' } };",
      'export const el = <FormattedMessage id="b" defaultMessage="{count, plural, one {# test} other {# tests}}" />;',
    ].join('\n');
    const { code } = transform(source, '/src/Page.tsx')!;
    expect(code).toContain(`defaultMessage: ${JSON.stringify(parse('Hello {name}'))} }`);
    expect(code).toContain(
      `defaultMessage={${JSON.stringify(parse('{count, plural, one {# test} other {# tests}}'))}}`,
    );
  });

  it('fails the build on a defaultMessage that is not a literal', () => {
    expect(() => transform("const m = { defaultMessage: 'a' + b };", '/src/Page.ts')).toThrow(
      'a defaultMessage must be a literal to be precompiled',
    );
  });

  it('parses every message of a ui catalogue', () => {
    const catalogue = JSON.stringify({ 'ui.x': 'Bonjour {name}', 'ui.y': 'Simple' });
    const { code } = transform(catalogue, '/repo/packages/ui/src/i18n/fr/x.json')!;
    expect(JSON.parse(code)).toEqual({ 'ui.x': parse('Bonjour {name}'), 'ui.y': parse('Simple') });
  });

  it('ships a parser that says which message was missed instead of parsing it', () => {
    const resolved = handlerOf(plugin.resolveId).call(context, '@formatjs/icu-messageformat-parser');
    expect(resolved).toBe('\0precompiled-messages-parser');
    const stub = handlerOf(plugin.load).call(context, String(resolved)) as string;
    expect(stub).toMatch(/^export \* from ".*no-parser\.js";/);
    expect(stub).toContain('a message was not precompiled');
    expect(stub).toContain("throw new Error('uncompiled message')");
  });

  it('leaves a module without defaultMessage alone', () => {
    expect(transform('export const a = 1;', '/src/a.ts')).toBeUndefined();
  });
});
