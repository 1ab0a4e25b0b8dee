import type { LabHint } from '@elearning/ui';

/**
 * The lab's check of a typed command (spec decision 82): a normalised comparison, not a shell. Both commands are
 * split into words (quotes group words and are dropped); the tool is compared without its `bin/` or `./` prefix;
 * options (`--name value`, `--name=value`) are compared as a set, so their order does not matter; positional
 * words are compared in order. The first difference becomes the hint.
 */
export function checkCommand(typed: string, expected: string): LabHint | null {
  const got = parse(typed);
  const want = parse(expected);
  if (!got) return { reason: 'empty' };
  if (!want) throw new Error('a lab step without a command');
  if (got.tool !== want.tool) return { reason: 'tool', expected: want.tool };
  for (const [name, value] of want.options) {
    if (!got.options.has(name)) return { reason: 'missing', option: value ? `${name} ${value}` : name };
  }
  for (const [name, value] of got.options) {
    if (!want.options.has(name)) return { reason: 'unexpected', option: value ? `${name} ${value}` : name };
  }
  for (const [name, value] of want.options) {
    if (got.options.get(name) !== value) return { reason: 'value', option: name, expected: value || '—' };
  }
  const missing = want.positional.find((word, i) => got.positional[i] !== word);
  if (missing !== undefined) return { reason: 'missing', option: missing };
  const extra = got.positional[want.positional.length];
  if (extra !== undefined) return { reason: 'unexpected', option: extra };
  return null;
}

interface Parsed {
  tool: string;
  /** Option name → value ('' for a flag). A repeated option keeps every value, joined by a space. */
  options: Map<string, string>;
  positional: string[];
}

function words(line: string): string[] {
  const found: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of line.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3] ?? '');
  return found;
}

function parse(line: string): Parsed | null {
  // A pasted prompt ("$ ") and line continuations ("\" at a line end) are not part of the command.
  const all = words(line.replace(/\\\r?\n/g, ' ').replace(/^\s*\$\s+/, ''));
  const [first, ...rest] = all;
  if (!first) return null;
  const tool = first.replace(/^(\.\/)?(bin\/)?/, '');
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i] ?? '';
    if (!word.startsWith('-')) {
      positional.push(word);
      continue;
    }
    const [name = word, inline] = word.includes('=') ? splitOnce(word) : [word, undefined];
    let value = inline;
    if (value === undefined && rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('-')) {
      value = rest[i + 1];
      i += 1;
    }
    const previous = options.get(name);
    options.set(name, previous === undefined ? (value ?? '') : `${previous} ${value ?? ''}`.trim());
  }
  return { tool, options, positional };
}

function splitOnce(word: string): [string, string] {
  const at = word.indexOf('=');
  return [word.slice(0, at), word.slice(at + 1)];
}
