import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { compactPathData, radixIconModules } from './radixIconModules';

const require = createRequire(import.meta.url);

type Hook = (this: unknown, ...args: string[]) => unknown;
const handlerOf = (hook: unknown) => (hook as { handler: Hook }).handler;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

function hooks(plugin: Plugin) {
  return {
    transform: (code: string, id = '/src/Page.tsx') =>
      handlerOf(plugin.transform).call(context, code, id) as { code: string } | undefined,
    load: (id: string) => handlerOf(plugin.load).call(context, id) as string,
  };
}

describe('radixIconModules', () => {
  it('imports each named icon from a module of its own, keeping the line count', () => {
    const source = `import { CheckIcon, Cross2Icon as Close } from '@radix-ui/react-icons';\nexport const icons = [CheckIcon, Close];\n`;
    const result = hooks(radixIconModules()).transform(source);
    expect(result?.code).toBe(
      `import { CheckIcon as CheckIcon } from '\0radix-icon:CheckIcon'; import { Cross2Icon as Close } from '\0radix-icon:Cross2Icon';\nexport const icons = [CheckIcon, Close];\n`,
    );
    const multiLine = `import {\n  CheckIcon,\n  GlobeIcon,\n} from '@radix-ui/react-icons';\nconst x = 1;\n`;
    const rewritten = hooks(radixIconModules()).transform(multiLine)!.code;
    expect(rewritten.split('\n')).toHaveLength(multiLine.split('\n').length);
    expect(rewritten.split('\n')[4]).toBe('const x = 1;');
  });

  it('leaves a module that imports no icon alone', () => {
    expect(
      hooks(radixIconModules()).transform(`export const name = '@radix-ui/react-icons';`),
    ).toBeUndefined();
  });

  it('gives an icon module the icon’s own code and the shared helper, and nothing of other icons', () => {
    const plugin = hooks(radixIconModules());
    const check = plugin.load('\0radix-icon:CheckIcon');
    expect(check).toContain("import { _objectWithoutPropertiesLoose } from '\0radix-icon-shared';");
    expect(check).toMatch(/var CheckIcon = \/\*#__PURE__\*\/forwardRef\(/);
    expect(check).toContain('export { CheckIcon };');
    expect(check).not.toContain('var GlobeIcon');
    const shared = plugin.load('\0radix-icon-shared');
    expect(shared).toContain('function _objectWithoutPropertiesLoose');
    expect(shared).toContain('export { _objectWithoutPropertiesLoose };');
  });

  it('fails the build on an icon the package does not have', () => {
    expect(() => hooks(radixIconModules()).load('\0radix-icon:NoSuchIcon')).toThrow(
      '@radix-ui/react-icons has no icon named NoSuchIcon',
    );
  });

  it('writes an icon’s path data compactly, within a thousandth of a unit and without approximating curves', () => {
    const pill =
      'M0 1.5C0 1.22386 0.223858 1 0.5 1H2.5C2.77614 1 3 1.22386 3 1.5C3 1.77614 2.77614 2 2.5 2H0.5C0.223858 2 0 1.77614 0 1.5Z';
    expect(compactPathData(pill)).toBe(
      'M0 1.5c0-.276.224-.5.5-.5h2c.276 0 .5.224.5.5s-.224.5-.5.5h-2C.224 2 0 1.776 0 1.5',
    );
    // Icon modules of the package: their curves stay curves (an arc stands for a curve only within half a
    // percent of its radius), and the data shrinks.
    const plugin = hooks(radixIconModules());
    const names = ['GlobeIcon', 'GitHubLogoIcon', 'DiscordLogoIcon', 'CheckCircledIcon', 'TargetIcon'];
    let before = 0;
    let after = 0;
    for (const name of names) {
      const module = plugin.load(`\0radix-icon:${name}`);
      for (const [, d] of module.matchAll(/\bd: "([^"]+)"/g)) {
        expect(d, name).not.toMatch(/[aA]/);
        after += d!.length;
      }
    }
    const original = readFileSync(require.resolve('@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');
    for (const name of names) {
      const code = original.slice(original.indexOf(`var ${name} =`));
      const icon = code.slice(0, code.indexOf('var _excluded', 1));
      for (const [, d] of icon.matchAll(/\bd: "([^"]+)"/g)) before += d!.length;
    }
    expect(after).toBeLessThan(before * 0.75);
  });
});
