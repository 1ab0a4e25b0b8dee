// The French catalogue, one file per area so parallel work on different areas never edits the same file.
// Only `loadMessages('fr')` imports this module, so it is a chunk of its own that English visitors never fetch.
import account from './account.json';
import components from './components.json';
import exam from './exam.json';
import learner from './learner.json';
import marketing from './marketing.json';
import progress from './progress.json';
import shared from './shared.json';

export const frMessages: Record<string, string> = {
  ...shared,
  ...components,
  ...marketing,
  ...account,
  ...learner,
  ...progress,
  ...exam,
};
