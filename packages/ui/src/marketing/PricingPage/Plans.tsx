import { useIntl } from 'react-intl';
import { formatPrice } from './formatPrice';
import type { PricingOffer } from './offer';
import {
  fromPriceMessage,
  messages,
  perTestPeriodMessage,
  perTestTextMessage,
  premiumPeriodMessage,
  premiumRenewMessage,
} from './PricingPage.messages';
import { PlanCard } from './PlanCard';

const signedInCtas = {
  free: messages.freeGo,
  perTest: messages.perTestGo,
  premium: messages.premiumGo,
} as const;
import { TestPriceList } from './TestPriceList';

/** Where a signed-in visitor takes each plan. */
export interface PlanUrls {
  free: string;
  perTest: string;
  premium: string;
}

interface PlansProps {
  offer: PricingOffer;
  /** `offer` is the placeholder drawn while the price list loads. */
  loading?: boolean;
  signupUrl: string;
  signedInUrls?: PlanUrls;
}

/** The three ways in, priced from the offer: free tests, one test at a time, and Premium. */
export function Plans({ offer, loading = false, signupUrl, signedInUrls }: PlansProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const freeTests = offer.tests.filter((test) => test.isFree);
  const paidTests = offer.tests.filter((test) => !test.isFree);
  const cheapest = paidTests.reduce<(typeof paidTests)[number] | undefined>(
    (low, test) => (!low || test.price < low.price ? test : low),
    undefined,
  );
  const { subscription, testAccessMonths } = offer;
  const currency = cheapest?.currency ?? subscription.currency;
  const cta = (plan: keyof PlanUrls, signUp: string) =>
    signedInUrls
      ? { content: t(signedInCtas[plan]), url: signedInUrls[plan] }
      : { content: signUp, url: signupUrl };
  return (
    <>
      <PlanCard
        id="free"
        loading={loading}
        name={t(messages.freeName)}
        description={t(messages.freeText)}
        price={formatPrice(intl, 0, currency)}
        period={t(messages.freePeriod)}
        cta={cta('free', t(messages.freeCta))}
        features={[t(messages.freeArticles), t(messages.freeResults)]}
      >
        <TestPriceList title={t(messages.freeTests)} tests={freeTests} loading={loading} />
      </PlanCard>
      <PlanCard
        id="per-test"
        loading={loading}
        name={t(messages.perTestName)}
        description={t(perTestTextMessage, { months: testAccessMonths })}
        price={
          cheapest
            ? t(fromPriceMessage, { price: formatPrice(intl, cheapest.price, cheapest.currency) })
            : '—'
        }
        period={t(perTestPeriodMessage, { months: testAccessMonths })}
        cta={cta('perTest', t(messages.perTestCta))}
        features={[]}
      >
        <TestPriceList title={t(messages.paidTests)} tests={paidTests} loading={loading} />
      </PlanCard>
      <PlanCard
        id="premium"
        loading={loading}
        highlighted
        name={t(messages.premiumName)}
        description={t(messages.premiumText)}
        price={formatPrice(intl, subscription.price, subscription.currency)}
        period={t(premiumPeriodMessage, { months: subscription.months })}
        cta={cta('premium', t(messages.premiumCta))}
        features={[
          t(messages.premiumAll),
          t(premiumRenewMessage, { months: subscription.months }),
          t(messages.premiumFree),
        ]}
      />
    </>
  );
}
