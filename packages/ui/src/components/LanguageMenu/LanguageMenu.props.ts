/** What the closed menu shows beside the globe: the language's code (`EN`) or its name (`English`). */
export const languageMenuLabels = ['code', 'name'] as const;

export const languageMenuPropDefs = {
  label: { type: 'enum', values: languageMenuLabels, default: 'code' },
} as const;

export type LanguageMenuLabel = (typeof languageMenuLabels)[number];
