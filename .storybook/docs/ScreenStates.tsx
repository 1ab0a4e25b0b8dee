// A screen's states side by side: every story of the screen's stories file, grouped by the state it shows
// (loading, empty, error, success and the rest, long French text, phone), each rendered with Storybook's
// <Canvas>, so a PM reviews one screen in one place. Nothing is listed by hand: a new story appears here.
import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useDocsGlobals } from './globals';

type StoryExport = { name?: string; globals?: { viewport?: unknown }; parameters?: unknown };
type StoriesModule = Record<string, unknown> & { default: { title?: string } };

export const stateGroups = [
  {
    id: 'loading',
    en: 'Loading',
    fr: 'Chargement',
    test: /loading|pending|submitting|saving|signing|verifying|creating|sending|busy|searching|pausing/i,
  },
  { id: 'empty', en: 'Empty', fr: 'Vide', test: /empty|nomatch|no[A-Z]|none|zero|newlearner|notfound/ },
  {
    id: 'error',
    en: 'Error',
    fr: 'Erreur',
    test: /error|fail|invalid|mismatch|expired|declined|cancel|denied|required|wrong|missing/i,
  },
  { id: 'long', en: 'Long text', fr: 'Texte long', test: /long|french|overflow|many|large/i },
  { id: 'phone', en: 'Phone', fr: 'Téléphone', test: /phone|mobile|narrow|small/i },
] as const;

const other = { id: 'success', en: 'Success and other states', fr: 'Succès et autres états' };

export function groupOf(exportName: string, story: StoryExport) {
  if (story.globals?.viewport) return 'phone';
  return stateGroups.find((group) => group.test.test(exportName))?.id ?? 'success';
}

const isStory = ([name, value]: [string, unknown]) =>
  name !== 'default' && name !== '__namedExportsOrder' && typeof value === 'object' && value !== null;

interface FramedParameters {
  docs?: { story?: { inline?: boolean; iframeHeight?: number } };
}

/**
 * One state: inline in a <Canvas>, or, for a story meant for its own frame (a dialog, a fixed layout) or a
 * phone, in an iframe of its own that gets the page's language and appearance (and a phone's width).
 */
function StoryState({ of, phone }: { of: StoryExport; phone: boolean }) {
  const { story } = useOf(of as never, ['story']);
  const { locale, appearance } = useDocsGlobals();
  const docs = (story.parameters as FramedParameters).docs?.story;
  if (!phone && docs?.inline !== false) return <Canvas of={of as never} sourceState="none" />;
  const globals = encodeURIComponent(`locale:${locale};appearance:${appearance}`);
  return (
    <div style={{ maxWidth: phone ? 375 : undefined, margin: '16px 0 40px' }}>
      <iframe
        title={story.name}
        src={`iframe.html?id=${story.id}&viewMode=story&globals=${globals}`}
        data-story-frame={story.id}
        style={{
          display: 'block',
          width: '100%',
          height: phone ? 700 : (docs?.iframeHeight ?? 500),
          border: '1px solid rgba(0, 0, 0, 0.1)',
          borderRadius: 4,
        }}
      />
    </div>
  );
}

export function ScreenStates({ of, children }: { of: StoriesModule; children?: ReactNode }) {
  const { locale, appearance } = useDocsGlobals();
  const root = useRef<HTMLDivElement>(null);
  // A story wider than the column scrolls inside its frame: the frame takes the focus, so a keyboard scrolls it.
  useLayoutEffect(() => {
    const mark = () =>
      root.current?.querySelectorAll('.docs-story').forEach((frame) => frame.setAttribute('tabindex', '0'));
    mark();
    const observer = new MutationObserver(mark);
    if (root.current) observer.observe(root.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const stories = Object.entries(of).filter(isStory) as [string, StoryExport][];
  const groups = [...stateGroups, other]
    .map((group) => ({
      group,
      stories: stories.filter(([name, story]) => groupOf(name, story) === group.id),
    }))
    .filter(({ stories: list }) => list.length > 0);
  return (
    <div ref={root} data-screen-states={of.default.title} data-story-count={stories.length}>
      <h1>
        {of.default.title?.split('/').slice(1).join(' › ')} — {locale === 'fr' ? 'états' : 'states'}
      </h1>
      {children}
      <p>
        {locale === 'fr'
          ? `${stories.length} états, tirés des stories de «\u202f${of.default.title}\u202f».`
          : `${stories.length} states, from the stories of “${of.default.title}”.`}
      </p>
      {groups.map(({ group, stories: list }) => (
        <section key={group.id} data-state-group={group.id}>
          <h2>{group[locale]}</h2>
          {list.map(([name, story]) => (
            // Keyed by the globals: a story in its own iframe reloads with the page's language and appearance.
            <div key={`${name}-${locale}-${appearance}`} data-state={name}>
              {/* A story's name is its English identifier, on the French page too. */}
              <h3 lang="en">{story.name ?? name.replace(/([a-z])([A-Z])/g, '$1 $2')}</h3>
              <StoryState of={story} phone={group.id === 'phone'} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
