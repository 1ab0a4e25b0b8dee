import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { radixIconModules } from './radixIconModules';

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
});
