import { useMyLearning, useRecordLabStep } from '@elearning/api-client';
import { PracticeLabPage, type LabAttempt } from '@elearning/ui';
import { useCallback, useMemo, useState } from 'react';
import { useServerMessage } from '../../lib/errors';
import { useNotify } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';
import { statusOf } from '../../lib/queryStatus';
import { checkCommand } from './checkCommand';
import { LAB_ID, labSteps } from './labSteps';

function copyToClipboard(text: string) {
  // Refused without a secure context or permission: the command stays on screen to copy by hand.
  navigator.clipboard?.writeText(text).catch((error: unknown) => console.info('Copy refused', error));
}

/**
 * The practice lab (spec decision 82): the learner types each command, the site checks it against the step's
 * (a normalised comparison) and gives a hint on a mistake; an accepted step is stored on the server, so the lab
 * continues where it stopped after a reload or on another device.
 */
export function PracticeLabContainer() {
  const { locale } = usePreferences();
  const learning = useMyLearning();
  const recordStep = useRecordLabStep();
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const [attempts, setAttempts] = useState<Record<string, LabAttempt>>({});
  const steps = labSteps[locale];
  const completed = useMemo(
    () => (learning.data?.labSteps ?? []).filter((s) => s.labId === LAB_ID).map((s) => s.stepId),
    [learning.data],
  );

  const run = useCallback(
    (stepId: string, typed: string) => {
      const step = steps.find((s) => s.id === stepId);
      if (!step) return;
      const hint = checkCommand(typed, step.command);
      setAttempts((previous) => ({ ...previous, [stepId]: { typed, hint } }));
      if (hint) return;
      recordStep({ labId: LAB_ID, stepId }).catch((error: unknown) => {
        setAttempts((previous) => {
          const { [stepId]: _dropped, ...rest } = previous;
          return rest;
        });
        notify.failure('learningSaveFailed', error);
      });
    },
    [steps, recordStep, notify],
  );

  return (
    <PracticeLabPage
      status={statusOf(learning)}
      errorMessage={serverMessage(learning.error)}
      onRetry={() => void learning.mutate()}
      steps={steps}
      completedStepIds={completed}
      attempts={attempts}
      onRunCommand={run}
      onCopy={copyToClipboard}
    />
  );
}
