import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** `source` minified (names mangled, comments dropped); throws on a syntax error rather than ship it. */
export function minifiedScript(fileName: string, source: string): string {
  const { code, errors } = minifySync(fileName, source, { compress: true, mangle: true });
  if (errors.length) throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/**
 * Scripts in public/ are copied to the build as written, commented for whoever reads them; the pages load them
 * before their first paint (public/preferences.js blocks it), so the build writes them minified.
 */
export function minifiedPublicScripts(fileNames: string[]): Plugin {
  return {
    name: 'minified-public-scripts',
    apply: 'build',
    // After Vite has copied public/ into the output (it does when the build starts).
    writeBundle(options) {
      if (!options.dir) return;
      for (const fileName of fileNames) {
        const file = join(options.dir, fileName);
        if (existsSync(file)) writeFileSync(file, minifiedScript(fileName, readFileSync(file, 'utf8')));
      }
    },
  };
}
