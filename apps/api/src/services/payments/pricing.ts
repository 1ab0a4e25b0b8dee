// The public price list: what the pricing page shows comes from the same figures checkout charges.
import type { Schemas } from '../../contract/types';
import { listTests } from '../catalogue';
import type { AppContext } from '../context';
import type { Lang } from '../language';
import { SUBSCRIPTION, TEST_ACCESS_MONTHS } from './checkout';

export async function pricing(ctx: AppContext, lang: Lang): Promise<Schemas['Pricing']> {
  const tests = await listTests(ctx, null, undefined, lang);
  return {
    tests: tests.map(({ id, title, isFree, price, currency, totalQuestions, timeLimit }) => ({
      id,
      title,
      isFree,
      price,
      currency,
      totalQuestions,
      timeLimit,
    })),
    testAccessMonths: TEST_ACCESS_MONTHS,
    subscription: {
      price: SUBSCRIPTION.priceCents / 100,
      currency: SUBSCRIPTION.currency,
      months: SUBSCRIPTION.months,
    },
  };
}
