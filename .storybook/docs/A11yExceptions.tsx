/// <reference types="vite/client" />
// Every story-level accessibility exception, read from the stories' sources when the page renders: a story or
// meta whose `a11y` parameter turns axe off (`test: 'off'`, `disable: true`) or turns a rule off, with the
// comment written beside it as its reason.
import { axeRunOptions } from '../a11y.mjs';
import { useDocsGlobals } from './globals';

const storySources = import.meta.glob<string>('../../packages/ui/src/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface A11yException {
  file: string;
  line: number;
  what: string;
  reason: string;
}

export function a11yExceptions(): A11yException[] {
  return Object.entries(storySources).flatMap(([path, source]) => {
    const lines = source.split('\n');
    return lines.flatMap((text, index) => {
      if (!/a11y:\s*\{[^}]*(test:\s*'off'|disable:\s*true|enabled:\s*false)/.test(text)) return [];
      const comments: string[] = [];
      for (let i = index - 1; i >= 0 && /^\s*\/\//.test(lines[i] ?? ''); i--) {
        comments.unshift((lines[i] ?? '').replace(/^\s*\/\/\s?/, ''));
      }
      const inline = /\/\/\s?(.*)$/.exec(text)?.[1];
      return [
        {
          file: path.replace('../../packages/ui/src/', ''),
          line: index + 1,
          what: text.trim().replace(/\s*\/\/.*$/, ''),
          reason: [...comments, inline].filter(Boolean).join(' '),
        },
      ];
    });
  });
}

export function A11yExceptions() {
  const { locale } = useDocsGlobals();
  const exceptions = a11yExceptions();
  const fr = locale === 'fr';
  return (
    <div data-a11y-exceptions={exceptions.length}>
      <p>
        {fr ? 'Règles appliquées\u202f: ' : 'Rules applied: '}
        <code>{axeRunOptions.runOnly.values.join(', ')}</code>
      </p>
      {exceptions.length === 0 ? (
        <p>
          {fr
            ? 'Aucune story ne désactive axe ni une de ses règles\u202f: toutes sont vérifiées en entier.'
            : 'No story turns axe or one of its rules off: every story is checked in full.'}
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{fr ? 'Fichier' : 'File'}</th>
              <th scope="col">{fr ? 'Exception' : 'Exception'}</th>
              <th scope="col">{fr ? 'Raison' : 'Reason'}</th>
            </tr>
          </thead>
          <tbody>
            {exceptions.map((e) => (
              <tr key={`${e.file}:${e.line}`}>
                <td>
                  <code>
                    {e.file}:{e.line}
                  </code>
                </td>
                <td>
                  <code>{e.what}</code>
                </td>
                <td>{e.reason || (fr ? 'aucune raison écrite' : 'no reason written')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
