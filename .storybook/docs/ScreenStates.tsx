// A screen's states side by side: every story of the screen's stories file, grouped by the state it shows
// (loading, empty, error, success and the rest, long French text, phone: states.ts decides which), each
// rendered with Storybook's <Canvas>, so a PM reviews one screen in one place. Nothing is listed by hand: a new
// story appears here. Every page also shows the screen's default state on a phone and, on the English page,
// in French, the longer language.
import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '../../packages/ui/src';
import { useDocsGlobals } from './globals';
import {
  defaultStoryOf,
  groupOf,
  stateGroups,
  storiesIn,
  type StateId,
  type StoriesModule,
  type StoryExport,
} from './states';

const titles = {
  ...Object.fromEntries(stateGroups.map((group) => [group.id, group])),
  success: { en: 'Success and other states', fr: 'Succès et autres états' },
} as Record<StateId, { en: string; fr: string }>;

// The order of the list: what a screen shows while it waits, when it has nothing, when it fails, when
// it works, with long text, on a phone.
const order: StateId[] = ['loading', 'empty', 'error', 'success', 'long', 'phone'];

/** Phone frames: the width of a small phone (iPhone SE, most Android phones are 360–393 px). */
const phoneWidth = 375;

interface FramedParameters {
  docs?: { story?: { inline?: boolean; iframeHeight?: number } };
}

/**
 * One state: inline in a <Canvas>, or, for a story meant for its own frame (a dialog, a fixed layout), a phone,
 * or another language than the page's, in an iframe of its own that gets the page's appearance, the page's
 * language or `locale`, and a phone's width. `still`: the story as it first renders, its play function not run
 * (Storybook's embed mode), for the default state shown again: its play is a test written for its own frame.
 */
function StoryState({
  of,
  phone,
  locale: frameLocale,
  still = false,
}: {
  of: StoryExport;
  phone: boolean;
  locale?: Locale;
  still?: boolean;
}) {
  const { story } = useOf(of as never, ['story']);
  const page = useDocsGlobals();
  const locale = frameLocale ?? page.locale;
  const docs = (story.parameters as FramedParameters).docs?.story;
  if (!phone && locale === page.locale && docs?.inline !== false)
    return <Canvas of={of as never} sourceState="none" />;
  const globals = encodeURIComponent(`locale:${locale};appearance:${page.appearance}`);
  const frameTitle = [
    story.name,
    phone ? (page.locale === 'fr' ? 'sur un téléphone' : 'on a phone') : '',
    locale !== page.locale ? (page.locale === 'fr' ? 'en anglais' : 'in French') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    // A frame in another language says so (the docs check reads its texts as that language's).
    <div
      lang={locale !== page.locale ? locale : undefined}
      style={{ maxWidth: phone ? phoneWidth : undefined, margin: '16px 0 40px' }}
    >
      <iframe
        title={frameTitle}
        src={`iframe.html?id=${story.id}&viewMode=story&globals=${globals}${still ? '&embed=true' : ''}`}
        data-story-frame={story.id}
        style={{
          display: 'block',
          width: '100%',
          // a phone's screen; most of a screen for the default state in French; else the story's own height
          height: phone ? 700 : locale !== page.locale ? 900 : (docs?.iframeHeight ?? 500),
          border: '1px solid rgba(0, 0, 0, 0.1)',
          borderRadius: 4,
        }}
      />
    </div>
  );
}

/** A story's heading: its name is its English identifier, on the French page too. */
function StoryName({ name, story, suffix }: { name: string; story: StoryExport; suffix?: string }) {
  return (
    <h3>
      {/* `font: inherit`: the docs' reset gives a bare span a smaller size than its heading. */}
      <span lang="en" style={{ font: 'inherit' }}>
        {story.name ?? name.replace(/([a-z])([A-Z])/g, '$1 $2')}
      </span>
      {suffix}
    </h3>
  );
}

export function ScreenStates({ of, children }: { of: StoriesModule; children?: ReactNode }) {
  const { locale, appearance } = useDocsGlobals();
  const fr = locale === 'fr';
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
  const stories = storiesIn(of);
  const main = defaultStoryOf(stories);
  const groups = order
    .map((id) => ({ id, stories: stories.filter(([name, story]) => groupOf(name, story) === id) }))
    // Long text and phone are on every page: the default state in French and on a phone.
    .filter((group) => group.stories.length > 0 || (main && (group.id === 'long' || group.id === 'phone')));
  // Keyed by the globals: a story in its own iframe reloads with the page's language and appearance.
  const key = (name: string) => `${name}-${locale}-${appearance}`;
  return (
    <div ref={root} data-screen-states={of.default.title} data-story-count={stories.length}>
      <h1>
        {of.default.title?.split('/').slice(1).join(' › ')} — {fr ? 'états' : 'states'}
      </h1>
      {children}
      <p>
        {fr
          ? `${stories.length} états, tirés des stories de «\u202f${of.default.title}\u202f»\u202f; l’état par défaut aussi sur un téléphone.`
          : `${stories.length} states, from the stories of “${of.default.title}”; the default state also in French and on a phone.`}
      </p>
      {groups.map((group) => (
        <section key={group.id} data-state-group={group.id}>
          <h2>{titles[group.id][locale]}</h2>
          {main && group.id === 'phone' && (
            <div key={key(`${main[0]}-phone`)} data-state={main[0]} data-state-variant="phone">
              <StoryName
                name={main[0]}
                story={main[1]}
                suffix={fr ? `, sur un téléphone (${phoneWidth}\u202fpx)` : `, on a phone (${phoneWidth} px)`}
              />
              <StoryState of={main[1]} phone still />
            </div>
          )}
          {group.stories.map(([name, story]) => (
            <div key={key(name)} data-state={name}>
              <StoryName name={name} story={story} />
              <StoryState of={story} phone={group.id === 'phone'} />
            </div>
          ))}
          {main && group.id === 'long' && !fr && (
            <div key={key(`${main[0]}-fr`)} data-state={main[0]} data-state-variant="french">
              <StoryName name={main[0]} story={main[1]} suffix=", in French" />
              <p>
                French text often runs a fifth longer than English: the default state in French shows whether
                it fits.
              </p>
              <StoryState of={main[1]} phone={false} locale="fr" still />
            </div>
          )}
          {main && group.id === 'long' && fr && (
            <p data-state-variant="french">
              Cette page est en français{'\u202f'}: chaque état y montre déjà les textes français, souvent
              plus longs d’un cinquième que les anglais. La page anglaise montre aussi l’état par défaut en
              français.
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
