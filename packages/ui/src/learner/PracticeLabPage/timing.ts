/** How long "Copied!" stays after a copy (spec: 2 s). */
export const COPY_FEEDBACK_MS = 2000;

/** How long the simulated terminal "runs" before printing the output (spec: 1 s). */
export const TERMINAL_DELAY_MS = 1000;
