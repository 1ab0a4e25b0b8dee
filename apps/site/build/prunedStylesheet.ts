import { createHash } from 'node:crypto';
import { parse as parseSelector, type Selector } from 'css-what';
import { analyze, type ScopeManager, type Variable } from 'eslint-scope';
import postcss, { type Container, type Rule } from 'postcss';
import { mapButtonSizeToSpinnerSize, mapCalloutSizeToTextSize } from '@radix-ui/themes/helpers';
import { parseSync, type Plugin } from 'vite';

/** Radix Themes' breakpoints other than `initial`: a responsive class is `<breakpoint>:<class>`. */
export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
const isBreakpoint = (key: unknown): key is Breakpoint => BREAKPOINTS.includes(key as Breakpoint);

/** Every `rt-` name in shipped code, wherever it stands (a string, a template, a comment): a superset. */
const RT_NAME = /rt-[A-Za-z0-9_-]*/g;
/** A class of the stylesheet Radix Themes may build: `[breakpoint:][-]rt-…`. */
const RT_CLASS = /^(?:(xs|sm|md|lg|xl):)?-?(rt-[A-Za-z0-9_-]*)$/;

/**
 * The one place Radix Themes rewrites a responsive value before it becomes a class: map-prop-values.js maps a
 * Button's `size` to its Spinner's and a Callout's to its Text's, keys kept (the unit test holds the installed
 * components to these two). The site's classes are built with the installed functions themselves.
 */
const SIZE_MAPS = [mapButtonSizeToSpinnerSize, mapCalloutSizeToTextSize] as unknown as ((
  value: string,
) => string | undefined)[];
const mappedSizes = (values: Set<string>) =>
  new Set([...values].flatMap((value) => SIZE_MAPS.map((map) => map(value))));

/** What the shipped code can put in a `class` attribute, as far as Radix Themes' own classes go. */
export interface ShippedClasses {
  /** The code itself, to look names up in (keyframes). */
  chunks: string[];
  /** Every `rt-…` name that occurs in the code. */
  names: Set<string>;
  /** The breakpoints some object in the code has as a key: those a responsive prop value can use. */
  breakpoints: Set<Breakpoint>;
  /**
   * Per breakpoint, the props that take a responsive value with that key (`''`: a literal that is not a prop's
   * value, which may reach any prop), each with the values written under the key, or `'any'` when one is not a
   * literal.
   */
  responsive: Map<Breakpoint, Map<string, Set<string> | 'any'>>;
  /**
   * The class prefixes of each prop name, from Radix's prop definitions in the code (`size` → `rt-r-size`);
   * `'any'` when a definition's class is not a literal.
   */
  propClasses: Map<string, Set<string> | 'any'>;
  /** Class prefixes whose prop definition maps values before building the class (`parseValue`). */
  mappedPrefixes: Set<string>;
}

interface AstNode {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The name of an object key, when the code spells it out (`md:`, `"md":`, `["md"]:`). */
function keyName(property: AstNode): string | undefined {
  const key = property.key as AstNode;
  if (key.type === 'Identifier' && !property.computed) return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (key.type === 'TemplateLiteral' && (key.expressions as unknown[]).length === 0)
    return (key.quasis as { value: { cooked: string } }[])[0]!.value.cooked;
  return undefined;
}

/**
 * An object literal that can be a responsive prop value: every key is `initial` or a breakpoint, one at least
 * a breakpoint.
 */
function isResponsiveLiteral(node: AstNode): boolean {
  const keys = (node.properties as AstNode[]).map((property) =>
    property.type === 'Property' ? keyName(property) : undefined,
  );
  return keys.some(isBreakpoint) && keys.every((key) => key === 'initial' || isBreakpoint(key));
}

/** The values an expression can have when it is made of literals (`'2'`, `a ? '3' : '1'`), or `'any'`. */
function literalValues(node: AstNode): Set<string> | 'any' {
  if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number'))
    return new Set([String(node.value)]);
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return new Set([(node.quasis as { value: { cooked: string } }[])[0]!.value.cooked]);
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const inner = literalValues(node.argument as AstNode);
    return inner === 'any' ? 'any' : new Set([...inner].map((value) => `-${value}`));
  }
  const branches =
    node.type === 'ConditionalExpression'
      ? [node.consequent, node.alternate]
      : node.type === 'LogicalExpression'
        ? [node.left, node.right]
        : undefined;
  if (!branches) return 'any';
  const all = new Set<string>();
  for (const branch of branches) {
    const inner = literalValues(branch as AstNode);
    if (inner === 'any') return 'any';
    inner.forEach((value) => all.add(value));
  }
  return all;
}

/** A chunk of the bundle, named so that the others' imports of it can be followed. */
export interface ChunkFile {
  fileName: string;
  code: string;
}

interface ParsedChunk {
  file: string;
  /** Per identifier, the key it is the value of (`columns:N`), '' for any other use; none for `N.sm`. */
  roles: Map<object, string>;
  /** The chunk's scopes: which identifiers are the same variable (minified names are reused in inner scopes). */
  scopes: ScopeManager;
  /** Responsive literals that initialise a variable (`N={initial:'2',md:'3'}`), with their declarator. */
  bound: { declarator: AstNode; node: AstNode }[];
  /** Per local name, the names it is exported as. */
  exports: Map<string, string[]>;
  /** Named imports: from which chunk (file name), which export, under which local name. */
  imports: { from: string; imported: string; local: string }[];
  /** Chunks (file names) re-exported from (`export … from`). */
  reExported: Set<string>;
  /** Chunks imported whole (a namespace, or a dynamic `import()`): any of their exports may be used anyhow. */
  wholeModule: Set<string>;
}

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const nameOf = (node: AstNode) => (node.type === 'Identifier' ? (node.name as string) : String(node.value));

/**
 * Reads the module syntax of a chunk (imports, exports, dynamic imports) into it; true when the node is one of
 * those, whose names are then not uses.
 */
function modules(node: AstNode, chunk: ParsedChunk): boolean {
  if (node.type === 'ImportDeclaration') {
    const from = basename(String((node.source as AstNode).value));
    for (const specifier of node.specifiers as AstNode[]) {
      if (specifier.type === 'ImportSpecifier')
        chunk.imports.push({
          from,
          imported: nameOf(specifier.imported as AstNode),
          local: nameOf(specifier.local as AstNode),
        });
      else if (specifier.type === 'ImportNamespaceSpecifier') chunk.wholeModule.add(from);
      else chunk.imports.push({ from, imported: 'default', local: nameOf(specifier.local as AstNode) });
    }
    return true;
  }
  if (node.type === 'ImportExpression') {
    // A chunk's name is content-hashed and known to the bundler only, which writes every import of it as a
    // literal: a specifier built at run time (React Router's framework-mode route loader, in the bundle but
    // not used by a data router) cannot name one. The e2e fixture (tests/support/stylesheet-classes.ts) checks.
    const source = node.source as AstNode;
    if (source.type === 'Literal') chunk.wholeModule.add(basename(String(source.value)));
    return false;
  }
  if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
    chunk.reExported.add(basename(String((node.source as AstNode).value)));
    return true;
  }
  if (node.type === 'ExportSpecifier') {
    const local = nameOf(node.local as AstNode);
    chunk.exports.set(local, [...(chunk.exports.get(local) ?? []), nameOf(node.exported as AstNode)]);
    return true;
  }
  if (node.type === 'ExportNamedDeclaration' && node.declaration) {
    const declaration = node.declaration as AstNode;
    if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier') chunk.exports.set(id.name as string, [id.name as string]);
      }
  }
  return false;
}

/**
 * The keys a variable's value is given to, in its own chunk and in those that import it; '' (any) when some
 * use is not a key's value, or when the chunk is imported whole or re-exported.
 */
function propsGiven(chunk: ParsedChunk, declarator: AstNode, all: ParsedChunk[]): Set<string> {
  const props = new Set<string>();
  const usesOf = (where: ParsedChunk, variable: Variable | undefined) => {
    if (!variable) return props.add('');
    for (const reference of variable.references) {
      if (reference.init) continue;
      const role = where.roles.get(reference.identifier);
      if (role !== undefined) props.add(role);
    }
    return props;
  };
  const variable = chunk.scopes.getDeclaredVariables(declarator)[0];
  usesOf(chunk, variable);
  if (!variable || variable.scope.type !== 'module') return props;
  for (const exported of chunk.exports.get(variable.name) ?? [])
    for (const other of all) {
      if (other.wholeModule.has(chunk.file) || other.reExported.has(chunk.file)) props.add('');
      for (const { from, imported, local } of other.imports) {
        if (from !== chunk.file || imported !== exported) continue;
        usesOf(other, moduleScope(other.scopes).set.get(local));
        if (other.exports.has(local)) props.add('');
      }
    }
  return props;
}

const moduleScope = (scopes: ScopeManager) =>
  scopes.globalScope.childScopes.find((scope) => scope.type === 'module') ?? scopes.globalScope;

/**
 * The Radix Themes class names the shipped JavaScript can produce. Radix writes every component class
 * (`rt-Button`, `rt-DataListRoot`) and every prop's class prefix (`rt-r-size`, `rt-variant`, `rt-r-m`) as a
 * literal, and builds the rest at run time as `[breakpoint:][-]prefix[-value]` (helpers/extract-props.js,
 * get-responsive-styles.js): the breakpoint is a key of a responsive prop value (`{ initial: '1', md: '2' }`).
 */
export function shippedClassesOf(files: (string | ChunkFile)[]): ShippedClasses {
  const chunks = files.map((file) => (typeof file === 'string' ? file : file.code));
  const names = new Set<string>();
  const breakpoints = new Set<Breakpoint>();
  const responsive = new Map<Breakpoint, Map<string, Set<string> | 'any'>>();
  const propClasses = new Map<string, Set<string> | 'any'>();
  const mappedPrefixes = new Set<string>();
  const addValues = (breakpoint: Breakpoint, prop: string, node: AstNode) => {
    const literals = literalValues(node);
    const props = responsive.get(breakpoint) ?? new Map<string, Set<string> | 'any'>();
    responsive.set(breakpoint, props);
    const known = props.get(prop) ?? new Set<string>();
    if (known === 'any') return;
    props.set(prop, literals === 'any' ? 'any' : new Set([...known, ...literals]));
  };
  const record = (node: AstNode, prop: string) => {
    for (const property of node.properties as AstNode[]) {
      const key = keyName(property);
      if (isBreakpoint(key)) {
        breakpoints.add(key);
        addValues(key, prop, property.value as AstNode);
      }
    }
  };
  const parsed: ParsedChunk[] = [];
  for (const [index, file] of files.entries()) {
    const code = chunks[index]!;
    const chunk: ParsedChunk = {
      file: typeof file === 'string' ? `chunk-${index}.js` : basename(file.fileName),
      roles: new Map(),
      scopes: undefined as unknown as ScopeManager,
      bound: [],
      exports: new Map(),
      imports: [],
      reExported: new Set(),
      wholeModule: new Set(),
    };
    parsed.push(chunk);
    for (const [name] of code.matchAll(RT_NAME)) names.add(name);
    // Objects with a breakpoint key. The AST, not the text: `sm:` also occurs in strings and CSS-in-JS.
    const { program, errors } = parseSync('chunk.js', code, { range: true });
    if (errors.length > 0) throw new Error(`a chunk does not parse: ${errors[0]!.message}`);
    // Each identifier's role: the value of a key (`columns:N`), or elsewhere (''). Member accesses (`N.sm`) and
    // declarations are not uses of the object itself. A responsive literal that initialises a variable reaches
    // the props the variable is given to.
    const { roles, bound } = chunk;
    // `prop`: the key whose value this node is (through `a ? b : c`, `a || b`), or '' when it is no prop's value;
    // `binding`: the declarator whose value it is, if any.
    const visit = (node: unknown, prop: string, binding?: AstNode): void => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, ''));
      if (!isNode(node)) return;
      if (modules(node, chunk)) return;
      if (node.type === 'Identifier') {
        roles.set(node, prop);
        return;
      }
      if (node.type === 'ObjectExpression' && isResponsiveLiteral(node)) {
        if (binding && !prop) bound.push({ declarator: binding, node });
        else record(node, prop);
      }
      if (node.type === 'ObjectExpression') {
        const properties = (node.properties as AstNode[]).filter((p) => p.type === 'Property');
        const className = properties.find((p) => keyName(p) === 'className')?.value as AstNode | undefined;
        const literals = className ? literalValues(className) : undefined;
        if (literals && literals !== 'any' && properties.some((p) => keyName(p) === 'parseValue'))
          literals.forEach((name) => mappedPrefixes.add(name));
        // A prop definition (`size:{type:…,className:"rt-r-size",…}`): its prop name takes these classes.
        if (literals && prop) {
          const classes = propClasses.get(prop) ?? new Set<string>();
          if (literals === 'any' || classes === 'any') propClasses.set(prop, 'any');
          else propClasses.set(prop, new Set([...classes, ...literals]));
        }
      }
      const passesProp = ['ConditionalExpression', 'LogicalExpression', 'ParenthesizedExpression'];
      for (const [field, value] of Object.entries(node)) {
        if (field === 'type') continue;
        const computed = node.computed === true;
        if (node.type === 'Property' && field === 'key' && !computed) continue;
        if (node.type === 'Property' && field === 'value') visit(value, keyName(node) ?? '');
        else if (node.type === 'MemberExpression' && field === 'property' && !computed) continue;
        else if (
          node.type === 'MemberExpression' &&
          field === 'object' &&
          isNode(value) &&
          value.type === 'Identifier'
        )
          continue;
        else if (
          node.type === 'VariableDeclarator' &&
          field === 'id' &&
          isNode(value) &&
          value.type === 'Identifier'
        )
          continue;
        else if (node.type === 'VariableDeclarator' && field === 'init')
          visit(value, '', (node.id as AstNode).type === 'Identifier' ? node : undefined);
        else if (passesProp.includes(node.type) && field !== 'test') visit(value, prop, binding);
        else visit(value, '');
      }
    };
    visit(program, '');
    chunk.scopes = analyze(program, { ecmaVersion: 2022, sourceType: 'module', fallback: 'iteration' });
  }
  for (const chunk of parsed)
    for (const { declarator, node } of chunk.bound)
      for (const prop of propsGiven(chunk, declarator, parsed)) record(node, prop);
  return { chunks, names, breakpoints, responsive, propClasses, mappedPrefixes };
}

/**
 * Whether the shipped code can put this class on an element. Only Radix Themes' own classes are judged; any
 * other (`radix-themes`, `dark`, the product's) counts as reachable. `rt-X` is reachable when the code names it,
 * or names a prefix `rt-X` is built from (`rt-r-size` for `rt-r-size-3`). A `md:prefix-value` class needs more:
 * a responsive literal with an `md` key given to a prop whose definition has that prefix (or to a key no
 * definition names, which may reach any prop), with that value under `md` (any value when it is not a literal or
 * the definition maps values; for `rt-r-size`, also what Radix maps the written sizes to). `md:prefix` alone (a
 * prop's arbitrary value, carried by a custom property) needs only the prop.
 */
export function isReachable(className: string, shipped: ShippedClasses): boolean {
  const match = RT_CLASS.exec(className);
  if (!match) return true;
  const breakpoint = match[1] as Breakpoint | undefined;
  const name = match[2]!;
  if (!breakpoint) {
    if (shipped.names.has(name)) return true;
    for (let end = name.lastIndexOf('-'); end > 2; end = name.lastIndexOf('-', end - 1))
      if (shipped.names.has(name.slice(0, end))) return true;
    return false;
  }
  // `md:prefix-value`, or `md:prefix` alone (a prop that takes arbitrary values puts them in a custom property).
  const props = shipped.responsive.get(breakpoint);
  if (!props) return false;
  const takes = (prefix: string, value: string | undefined) => {
    if (!shipped.names.has(prefix)) return false;
    for (const [prop, values] of props) {
      // A prop no definition names (or a literal that is no prop's value) may reach any class.
      const classes = prop ? shipped.propClasses.get(prop) : undefined;
      if (classes && classes !== 'any' && !classes.has(prefix)) continue;
      if (value === undefined || values === 'any' || shipped.mappedPrefixes.has(prefix)) return true;
      if (values.has(value) || values.has(`-${value}`)) return true;
      if (prefix === 'rt-r-size' && mappedSizes(values).has(value)) return true;
    }
    return false;
  };
  if (takes(name, undefined)) return true;
  for (let end = name.lastIndexOf('-'); end > 2; end = name.lastIndexOf('-', end - 1))
    if (takes(name.slice(0, end), name.slice(end + 1))) return true;
  return false;
}

/** Pseudo-classes whose selector argument the element itself (or, for :has, a descendant) must match. */
const MATCHING_PSEUDOS = new Set(['is', 'where', 'matches', 'any', '-webkit-any', '-moz-any', 'has']);

/**
 * Whether no element can ever match this complex selector: some part of it requires a class the code can
 * never produce. `:not(…)` requires nothing; `:is/:where/:has(a, b)` require one of their alternatives.
 */
function isDead(selector: Selector[], shipped: ShippedClasses): boolean {
  return selector.some((token) => {
    if (token.type === 'attribute' && token.name === 'class' && token.action === 'element')
      return !isReachable(token.value, shipped);
    if (token.type === 'pseudo' && MATCHING_PSEUDOS.has(token.name) && Array.isArray(token.data))
      return token.data.every((alternative) => isDead(alternative, shipped));
    return false;
  });
}

/** Whether every selector of a rule is dead (an unparsable selector is kept). */
export function isDeadRule(selectorList: string, shipped: ShippedClasses): boolean {
  let selectors: Selector[][];
  try {
    selectors = parseSelector(selectorList);
  } catch {
    return false;
  }
  return selectors.every((selector) => isDead(selector, shipped));
}

const KEYFRAMES = /@(?:-webkit-)?keyframes\s+[\w-]+\s*\{(?:[^{}]|\{[^{}]*\})*\}/g;
const isInKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as unknown as { name: string }).name);

/** The stylesheet without the rules no element of the site can match, and without the at-rules left empty. */
export function prunedStylesheet(
  css: string,
  shipped: ShippedClasses,
): { css: string; droppedRules: number } {
  const root = postcss.parse(css);
  let droppedRules = 0;
  root.walkRules((rule) => {
    if (isInKeyframes(rule) || !isDeadRule(rule.selector, shipped)) return;
    const parent = rule.parent as Container | undefined;
    rule.remove();
    droppedRules += 1;
    // A block left empty (`@media …{}`, `@layer …{}`) goes too, up the tree.
    for (let block = parent; block && block.type !== 'root' && block.nodes?.length === 0;) {
      const up = block.parent as Container | undefined;
      block.remove();
      block = up;
    }
  });
  // Keyframes no remaining rule and no code names (those of the components left out).
  const named = (name: string) =>
    root.toString().replace(KEYFRAMES, '').includes(name) ||
    shipped.chunks.some((code) => code.includes(name));
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (named(keyframes.params.trim())) return;
    keyframes.remove();
    droppedRules += 1;
  });
  return { css: root.toString(), droppedRules };
}

export const contentHash = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 8);

/**
 * Drops from the site's stylesheet the Radix Themes rules no element of the built site can match (see
 * `isReachable`), after the bundle is complete: every JavaScript chunk, lazy ones included, and the HTML are
 * read. The published `@elearning/ui/styles.css` is untouched; only the site's copy is pruned. The pruned file
 * gets a name from its own content, and every reference to the old name (index.html, the build manifest, the
 * chunks that preload it) follows.
 */
export function prunedRadixStylesheet(): Plugin {
  return {
    name: 'pruned-radix-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        const shipped = shippedClassesOf(files.flatMap((file) => (file.type === 'chunk' ? [file] : [])));
        for (const file of files)
          if (file.type === 'asset' && file.fileName.endsWith('.html'))
            for (const [name] of String(file.source).matchAll(RT_NAME)) shipped.names.add(name);
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const before = asset.fileName;
          const { css, droppedRules } = prunedStylesheet(String(asset.source), shipped);
          // A new content, a new name: a browser that cached the complete file must not keep using it.
          const after = before.replace(/-[\w-]{8}\.css$/, `-${contentHash(css)}.css`);
          if (after === before) this.error(`${before} has no content hash in its name to replace`);
          // Rolldown takes no new entry in the bundle object: the old one is deleted and the new one emitted.
          delete bundle[before];
          this.emitFile({ type: 'asset', fileName: after, source: css });
          for (const file of Object.values(bundle)) {
            if (file.type === 'chunk') file.code = file.code.replaceAll(before, after);
            else if (typeof file.source === 'string') file.source = file.source.replaceAll(before, after);
          }
          this.info(`${after}: ${droppedRules} rules that no element of the site can match left out`);
        }
      },
    },
  };
}
