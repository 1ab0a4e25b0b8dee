import { defineMessage } from 'react-intl';

/** How marketing figures are written; the locale decides separators, spacing and abbreviations. */
export const figureMessages = {
  atLeast: defineMessage<{ count: number }>({
    id: 'ui.MarketingFigures.atLeast',
    defaultMessage: '{count, number}+',
  }),
  atLeastCompact: defineMessage<{ count: number }>({
    id: 'ui.MarketingFigures.atLeastCompact',
    defaultMessage: '{count, number, ::compact-short}+',
  }),
  percent: defineMessage<{ ratio: number }>({
    id: 'ui.MarketingFigures.percent',
    defaultMessage: '{ratio, number, percent}',
  }),
  rating: defineMessage<{ rating: number; max: number }>({
    id: 'ui.MarketingFigures.rating',
    defaultMessage: '{rating, number}/{max, number}',
  }),
};
