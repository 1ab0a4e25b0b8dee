import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync, type Plugin } from 'vite';

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** Every `defaultMessage` property or JSX attribute in a module, with the text of its value. */
function defaultMessages(program: SyntaxNode, onDynamic: (node: SyntaxNode) => void) {
  const found: { start: number; end: number; text: string; jsx: boolean }[] = [];
  const literalText = (node: SyntaxNode): string | undefined => {
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
    if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
      return quasis?.[0]?.value.cooked;
    return undefined;
  };
  const visit = (node: SyntaxNode) => {
    const key = node.key as SyntaxNode | undefined;
    const name = node.name as SyntaxNode | undefined;
    const isProperty =
      node.type === 'Property' && (key?.name === 'defaultMessage' || key?.value === 'defaultMessage');
    const isAttribute = node.type === 'JSXAttribute' && name?.name === 'defaultMessage';
    if (isProperty || isAttribute) {
      const value = node.value as SyntaxNode;
      const text = literalText(value);
      if (text === undefined) onDynamic(value);
      else found.push({ start: value.start, end: value.end, text, jsx: isAttribute });
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return found;
}

type ParseMessage = (message: string) => unknown;

const PARSER_STUB_ID = '\0precompiled-messages-parser';

/** The ICU parser package of the intl-messageformat that react-intl runs in the browser: the ASTs must be its own. */
async function runtimeMessageParser(): Promise<{ parse: ParseMessage; noParserFile: string }> {
  const resolveFrom = (path: string, request: string) => createRequire(path).resolve(request);
  const ui = resolveFrom(import.meta.url, '@elearning/ui/package.json');
  const intlMessageFormat = resolveFrom(resolveFrom(ui, 'react-intl'), 'intl-messageformat');
  const parserFile = resolveFrom(intlMessageFormat, '@formatjs/icu-messageformat-parser');
  const { parse } = (await import(pathToFileURL(parserFile).href)) as { parse: ParseMessage };
  return { parse, noParserFile: join(dirname(parserFile), 'no-parser.js') };
}

/**
 * Ships every message already parsed (ICU AST), so the bundle needs no ICU parser: react-intl formats an AST
 * exactly as it formats the string it was parsed from (same `parse` defaults as intl-messageformat's; no message
 * has a date skeleton, the one thing parsing takes a locale for). Covers every `defaultMessage` (English) and the
 * ui's and the site's French catalogues; a `defaultMessage` that is not a literal fails the build. A string message from anywhere
 * else (the site passes no `messages` to UiProvider) falls back to English or its source text, with a
 * `[@formatjs]` error on the console, which the e2e journeys fail on.
 */
export function precompiledMessages(): Plugin {
  let parser: Awaited<ReturnType<typeof runtimeMessageParser>>;
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@formatjs\/icu-messageformat-parser$/ },
      handler: () => PARSER_STUB_ID,
    },
    load: {
      filter: { id: /^\0precompiled-messages-parser$/ },
      // The parser package's own parser-less entry, with a parse that says on the console which message was missed
      // (react-intl catches the throw and, in production, logs nothing).
      handler: () => `export * from ${JSON.stringify(parser.noParserFile)};
export function parse(message) {
  console.error('[@formatjs] a message was not precompiled, so it cannot be formatted: ' + JSON.stringify(message));
  throw new Error('uncompiled message');
}`,
    },
    async buildStart() {
      parser = await runtimeMessageParser();
    },
    transform: {
      filter: {
        id: {
          include: [/\.[jt]sx?$/, /\/(packages\/ui|apps\/site)\/src\/i18n\/.*\.json$/],
          exclude: /node_modules/,
        },
      },
      handler(code, id) {
        if (id.endsWith('.json')) {
          const catalogue = JSON.parse(code) as Record<string, string>;
          const compiled = Object.fromEntries(
            Object.entries(catalogue).map(([key, message]) => [key, parser.parse(message)]),
          );
          return { code: JSON.stringify(compiled), map: null };
        }
        if (!code.includes('defaultMessage')) return undefined;
        const { program, errors } = parseSync(id, code, { lang: id.endsWith('x') ? 'tsx' : 'ts' });
        if (errors.length > 0) this.error(`${id}: ${errors[0]!.message}`);
        const found = defaultMessages(program as unknown as SyntaxNode, (node) =>
          this.error(`${id}:${node.start}: a defaultMessage must be a literal to be precompiled`),
        );
        let compiled = code;
        for (const { start, end, text, jsx } of found.reverse()) {
          const ast = JSON.stringify(parser.parse(text));
          compiled = compiled.slice(0, start) + (jsx ? `{${ast}}` : ast) + compiled.slice(end);
        }
        return { code: compiled, map: null };
      },
    },
  };
}
