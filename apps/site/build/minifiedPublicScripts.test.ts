import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifiedScript } from './minifiedPublicScripts';

describe('minifiedScript', () => {
  it('shrinks public/preferences.js and keeps what the pages read from it', () => {
    const source = readFileSync(join(import.meta.dirname, '../public/preferences.js'), 'utf8');
    const minified = minifiedScript('preferences.js', source);
    expect(minified.length).toBeLessThan(source.length * 0.6);
    expect(minified).not.toContain('// ');
    // Storage keys and the page's attributes are strings and properties: minifying keeps them.
    for (const kept of ['language', 'theme', 'earlyClicks', 'staleVariant']) expect(minified).toContain(kept);
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifiedScript('broken.js', 'const = 1;')).toThrow('broken.js');
  });
});
