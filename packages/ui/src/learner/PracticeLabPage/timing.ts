/** How long "Copied!" stays after a copy (spec: 2 s). */
export const COPY_FEEDBACK_MS = 2000;
