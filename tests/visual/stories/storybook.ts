// Drives one loaded `iframe.html` through many stories over the Storybook channel: loading the page once per
// worker and switching stories in place is ~10× faster than a navigation per screenshot.
import type { Page } from '@playwright/test';

export interface StoryGlobals {
  appearance: 'light' | 'dark';
  locale: 'en' | 'fr';
}

export interface RenderedStory {
  /** `parameters.layout` of the story: 'fullscreen' stories are whole pages. */
  layout: string;
}

const renderTimeoutMs = 20_000;

interface ChannelStep {
  /** Event emitted on the channel, with its payload. */
  emit: string;
  payload: unknown;
  /** The step is done when this event arrives for `storyId`. */
  until: 'storyFinished' | 'storyArgsUpdated';
  storyId: string;
}

/**
 * In the page: runs the steps in turn over the Storybook channel. An error event of the story (render error,
 * exception, failed play function) rejects with its message.
 */
function runChannelSteps(steps: ChannelStep[]): Promise<void> {
  type Payload = { storyId?: string; status?: string; message?: string; description?: string };
  type Listener = (payload?: Payload | Payload[]) => void;
  type Channel = {
    on: (event: string, fn: Listener) => void;
    off: (event: string, fn: Listener) => void;
    emit: (event: string, payload: unknown) => void;
  };
  const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return Promise.reject(new Error('no Storybook channel on the page'));
  const failures = [
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'storyMissing',
  ];
  const describe = (payload?: Payload | Payload[]): string =>
    Array.isArray(payload)
      ? payload.map(describe).join('; ')
      : (payload?.message ?? payload?.description ?? JSON.stringify(payload));
  const runStep = (step: ChannelStep) =>
    new Promise<void>((resolve, reject) => {
      const listeners = new Map<string, Listener>();
      const stop = () => listeners.forEach((fn, event) => channel.off(event, fn));
      for (const event of failures) {
        listeners.set(event, (payload) => {
          stop();
          reject(new Error(`${step.storyId}: ${event}: ${describe(payload)}`));
        });
      }
      listeners.set(step.until, (payload) => {
        if (Array.isArray(payload) || payload?.storyId !== step.storyId) return;
        stop();
        if (payload.status === 'error') reject(new Error(`${step.storyId}: the story finished with errors`));
        else resolve();
      });
      listeners.forEach((fn, event) => channel.on(event, fn));
      channel.emit(step.emit, step.payload);
    });
  return steps.reduce<Promise<void>>((done, step) => done.then(() => runStep(step)), Promise.resolve());
}

/** Runs the steps, failing after `renderTimeoutMs` (a Node timer: the page's own timers may be paused). */
async function runSteps(page: Page, steps: ChannelStep[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const what = steps.map((step) => `${step.emit} ${step.storyId}`).join(', then ');
      reject(new Error(`${what}: not finished within ${renderTimeoutMs} ms`));
    }, renderTimeoutMs);
  });
  try {
    await Promise.race([page.evaluate(runChannelSteps, steps), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface PreviewState {
  storyId: string | undefined;
  layout: string | undefined;
  globals: Record<string, unknown>;
}

function readPreviewState(): PreviewState | undefined {
  type Preview = {
    storyStoreValue?: { userGlobals: { globals: Record<string, unknown> } };
    currentRender?: { id?: string; story?: { parameters?: { layout?: string } } };
  };
  const preview = (globalThis as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
  if (!preview?.storyStoreValue) return undefined;
  const render = preview.currentRender;
  return {
    storyId: render?.id,
    layout: render?.story?.parameters?.layout,
    globals: preview.storyStoreValue.userGlobals.globals,
  };
}

/** Stories each page has rendered: their args may have been changed by a play function (useArgs). */
const renderedOn = new WeakMap<Page, Set<string>>();

/** The preview once it has initialised and rendered the story it was opened on. */
export async function openPreview(page: Page, baseUrl: string, storyId: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
  await page.waitForFunction(
    () => {
      type Preview = { currentRender?: { phase?: string } };
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      return preview?.currentRender?.phase === 'finished';
    },
    undefined,
    { timeout: renderTimeoutMs },
  );
  renderedOn.set(page, new Set([storyId]));
}

/**
 * Renders `storyId` afresh (initial args, mount, play function) with `globals`. When the globals change, the
 * story on screen re-renders with them first; that render is awaited so it cannot overlap the next one.
 */
export async function renderStory(
  page: Page,
  storyId: string,
  globals: StoryGlobals,
): Promise<RenderedStory> {
  const before = await page.evaluate(readPreviewState);
  if (!before) throw new Error('the Storybook preview is not initialised');
  const steps: ChannelStep[] = [];
  const globalsChanged = Object.entries(globals).some(([key, value]) => before.globals[key] !== value);
  if (globalsChanged && before.storyId) {
    steps.push({
      emit: 'updateGlobals',
      payload: { globals },
      until: 'storyFinished',
      storyId: before.storyId,
    });
  }
  const rendered = renderedOn.get(page) ?? new Set<string>();
  renderedOn.set(page, rendered);
  if (rendered.has(storyId)) {
    steps.push({ emit: 'resetStoryArgs', payload: { storyId }, until: 'storyArgsUpdated', storyId });
  }
  rendered.add(storyId);
  // The same story selected again is "unchanged" and would not play again: remount it instead.
  steps.push(
    before.storyId === storyId
      ? { emit: 'forceRemount', payload: { storyId }, until: 'storyFinished', storyId }
      : { emit: 'setCurrentStory', payload: { storyId, viewMode: 'story' }, until: 'storyFinished', storyId },
  );
  await runSteps(page, steps);
  const after = await page.evaluate(readPreviewState);
  return { layout: after?.layout ?? 'padded' };
}
