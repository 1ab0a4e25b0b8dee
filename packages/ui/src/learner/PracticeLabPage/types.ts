/** One step of a practice lab: what to do, the command that does it, and what a cluster would print. */
export interface LabStep {
  /** Stable key of the step (stored with the learner's progress). */
  id: string;
  /** Shown in the step list and as the step's heading. */
  title: string;
  /** What the step does and why: enough to write the command without looking at it. */
  description: string;
  /** The command the learner types (shown on request). */
  command: string;
  /** What the simulated terminal prints once the command is accepted. */
  output: string;
}

/**
 * Why a typed command was not accepted (the site's check, spec decision 82): nothing typed, another tool, an
 * option missing or not part of the step, or an option with another value.
 */
export type LabHint =
  | { reason: 'empty' }
  | { reason: 'tool'; expected: string }
  | { reason: 'missing'; option: string }
  | { reason: 'unexpected'; option: string }
  | { reason: 'value'; option: string; expected: string };

/** The last command typed at a step and what the check said of it. */
export interface LabAttempt {
  typed: string;
  /** null: accepted. */
  hint: LabHint | null;
}
