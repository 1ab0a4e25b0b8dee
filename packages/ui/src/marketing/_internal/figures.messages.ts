import { defineMessage } from 'react-intl';

/** How marketing figures are written; the locale decides separators, spacing and abbreviations. */
export const figureMessages = {
  atLeastCompact: defineMessage<{ count: number }>({
    id: 'ui.MarketingFigures.atLeastCompact',
    defaultMessage: '{count, number, ::compact-short}+',
  }),
};
