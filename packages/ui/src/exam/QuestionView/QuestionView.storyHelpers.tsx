// Story-only helpers: a stateful harness that plays the app's part (selection, flags, navigation, ticking).
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { idsFromMatches, matchesFromIds } from '../rules';
import type { ExamQuestion, QuestionState } from '../types';
import { QuestionView, type QuestionViewProps } from './QuestionView';

type StoryFn = Parameters<Decorator>[0];

function Ticking({ Story, args }: { Story: StoryFn; args: Record<string, unknown> }) {
  const start = Number(args.remainingTime ?? 0);
  const paused = Boolean(args.isPaused);
  const [remaining, setRemaining] = useState(start);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [paused]);
  return <Story args={{ ...args, remainingTime: remaining }} />;
}

/** Ticks `remainingTime` down once a second unless `isPaused`, as the app's exam engine does. */
export const withTicking: Decorator = (Story, context) => <Ticking Story={Story} args={context.args} />;

const questionAt = (pool: ExamQuestion[], orderId: number): ExamQuestion => {
  const base = pool.find((q) => q.orderId === orderId) ?? pool[(orderId - 1) % pool.length]!;
  return { ...base, orderId, questionId: base.questionId * 1000 + orderId };
};

/**
 * A stand-in for the site's exam engine (apps/site/src/features/exam/engine/selection.ts), which owns the
 * rule: one answer toggles alone; several toggle, the first N kept.
 */
function storySelection(selected: readonly number[], choiceId: number, required: number): number[] {
  if (selected.includes(choiceId)) return selected.filter((id) => id !== choiceId);
  return required <= 1 ? [choiceId] : [...selected, choiceId].slice(0, required);
}

/** A stand-in for the engine's matching rule: a target goes with one item; choosing it moves it. */
/**
 * True when the story runs in a frame of a docs page (`ScreenStates` marks its frames `data-story-frame`). Such a
 * page loads many frames at once and each can take the one keyboard focus, so a keyboard-only play there races the
 * others; the stories step runs the same play alone, where the focus is its own.
 */
export function inDocsFrame(canvasElement: HTMLElement): boolean {
  const frame = canvasElement.ownerDocument.defaultView?.frameElement;
  return frame?.hasAttribute('data-story-frame') ?? false;
}

export function storyMatch(selected: readonly number[], itemId: number, targetId: number | null): number[] {
  const kept = matchesFromIds(selected).filter((p) => p.itemId !== itemId && p.targetId !== targetId);
  return idsFromMatches(targetId === null ? kept : [...kept, { itemId, targetId }]);
}

interface ExamHarnessProps extends QuestionViewProps {
  /** Questions to serve; others are built from them by position. */
  pool: ExamQuestion[];
}

/** QuestionView with the app's state: answers, flags, navigation and pause, each also reported to the spies. */
export function ExamHarness({ pool, ...props }: ExamHarnessProps) {
  const [current, setCurrent] = useState(props.question.orderId);
  const [answers, setAnswers] = useState<Record<number, number[]>>({
    [current]: props.question.selectedChoiceIds,
  });
  const [states, setStates] = useState<QuestionState[]>(props.questionStates);
  const [paused, setPaused] = useState(props.isPaused);
  const flagged = states.find((s) => s.orderId === current)?.flagged ?? false;
  const base = current === props.question.orderId ? props.question : questionAt(pool, current);
  const question = { ...base, flagged, selectedChoiceIds: answers[current] ?? [] };
  const patch = (orderId: number, change: Partial<QuestionState>) =>
    setStates((all) => all.map((s) => (s.orderId === orderId ? { ...s, ...change } : s)));
  const answer = (ids: number[]) => {
    setAnswers((all) => ({ ...all, [current]: ids }));
    patch(current, { answered: ids.length > 0 });
  };

  return (
    <QuestionView
      {...props}
      question={question}
      questionStates={states}
      isPaused={paused}
      onChoiceToggle={(choiceId) => {
        const ids = storySelection(question.selectedChoiceIds, choiceId, question.correctAnswersNumber);
        answer(ids);
        props.onChoiceToggle(choiceId);
      }}
      onMatch={(itemId, targetId) => {
        answer(storyMatch(question.selectedChoiceIds, itemId, targetId));
        props.onMatch?.(itemId, targetId);
      }}
      onReorder={(stepIds) => {
        answer(stepIds);
        props.onReorder?.(stepIds);
      }}
      onToggleFlag={(next) => {
        patch(current, { flagged: next });
        props.onToggleFlag(next);
      }}
      onNavigate={(orderId) => {
        setCurrent(orderId);
        props.onNavigate(orderId);
      }}
      onPause={() => {
        setPaused(true);
        props.onPause();
      }}
      onResume={() => {
        setPaused(false);
        props.onResume();
      }}
    />
  );
}
