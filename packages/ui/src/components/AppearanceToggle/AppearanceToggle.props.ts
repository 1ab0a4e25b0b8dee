/** What the learner can choose: a fixed appearance, or whatever the system shows (the spec's stored `system`). */
export const appearancePreferences = ['light', 'dark', 'system'] as const;

/** The button's size: `2` in the public bar, `3` in the signed-in bar. */
export const appearanceToggleSizes = ['2', '3'] as const;

export const appearanceTogglePropDefs = {
  size: { type: 'enum', values: appearanceToggleSizes, default: '2' },
} as const;

export type AppearancePreference = (typeof appearancePreferences)[number];
export type AppearanceToggleSize = (typeof appearanceToggleSizes)[number];
