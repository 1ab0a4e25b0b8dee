/** One step of a practice lab: a command to copy and run, and the output the simulated terminal prints. */
export interface LabStep {
  id: string;
  title: string;
  description: string;
  command: string;
  /** Canned output printed 1 s after Run. */
  output: string;
}
