import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Navigation as data: every link target reaches the public screens through props from the site's
// config/paths.ts. Stories, tests and their fixtures (*.fixtures.ts, like _internal/storyUrls.fixtures.ts)
// pass sample URLs; the components themselves must hold none, nor import a fixture to get one.
const root = __dirname;
const termsCheckbox = join(root, '../account/SignUpForm/TermsCheckbox.tsx');
const isSample = (file: string) => /\.(stories|test|fixtures)\.tsx?$/.test(file);
// A quoted or template string starting with an app path ('/pricing', "/terms", `/course/${id}`), or a
// link to the root (href="/").
const appUrl = /['"`]\/[a-z]|href=['"{]+\/['"}]/;
const isComment = /^\s*(\/\/|\/\*|\*)/;
const fixtureImport = /from '[^']*\.fixtures'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !isSample(name) ? [path] : [];
  });
}

describe('public screens', () => {
  it.each([...sourceFiles(root), termsCheckbox].map((file) => [relative(root, file), file]))(
    '%s holds no app URL',
    (_name, file) => {
      const offending = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => appUrl.test(line) && !isComment.test(line));
      expect(offending).toEqual([]);
    },
  );

  it.each(sourceFiles(root).map((file) => [relative(root, file), file]))(
    '%s imports no fixture',
    (_name, file) => {
      expect(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => fixtureImport.test(line)),
      ).toEqual([]);
    },
  );

  it('treats only stories, tests and fixtures as samples', () => {
    const checked = sourceFiles(root).map((file) => relative(root, file));
    expect(checked).toContain('HomePage/HomePage.tsx');
    expect(checked).not.toContain('_internal/storyUrls.fixtures.ts');
  });
});
