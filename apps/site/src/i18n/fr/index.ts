// The site's French catalogue, one file per area like the ui's. Only `loadSiteMessages('fr')` imports this
// module, so it rides in the French chunk English visitors never fetch.
import app from './app.json';
import errors from './errors.json';
import exam from './exam.json';
import payments from './payments.json';
import results from './results.json';
import tests from './tests.json';

export const frMessages: Record<string, string> = {
  ...app,
  ...errors,
  ...exam,
  ...payments,
  ...results,
  ...tests,
};
