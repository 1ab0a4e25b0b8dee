/** One step of a practice lab: a command to copy and run, and the output the simulated terminal prints. */
export interface LabStep {
  /** Stable key of the step. */
  id: string;
  /** Shown in the step list and as the step's heading. */
  title: string;
  /** What the step does and why. */
  description: string;
  /** The command to copy and run. */
  command: string;
  /** Canned output printed 1 s after Run. */
  output: string;
}
