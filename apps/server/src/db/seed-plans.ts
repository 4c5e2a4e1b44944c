import { subscriptionPlans, type PlanDisplay } from './schema.js';
import type { Database } from './client.js';

type PlanSeed = {
  name: string;
  price: number | null;
  testSuitesLimit: number | null;
  testsPerSuiteLimit: number | null;
  testRunsPerDayLimit: number | null;
  aiActionsPerTestRun: number | null;
  sortOrder: number;
  display: PlanDisplay;
};

const feature = (text: string) => ({ text, available: true });

/** The plans of spec section 9. Beta, given to every new account, has no limits at all. */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    name: 'free',
    price: 0,
    testSuitesLimit: 3,
    testsPerSuiteLimit: 5,
    testRunsPerDayLimit: 10,
    aiActionsPerTestRun: 25,
    sortOrder: 1,
    display: {
      priceText: '$0',
      subtext: 'forever',
      aiActionsDescription: 'AI actions per test run',
      features: [
        feature('Single browser'),
        feature('Starting URL'),
        feature('Single acceptance criteria'),
        feature('Basic test requirements'),
      ],
      buttonText: 'Start Free',
      isFeatured: false,
      badge: 'No Credit Card',
      comingSoon: false,
    },
  },
  {
    name: 'pro',
    price: 4900,
    testSuitesLimit: 20,
    testsPerSuiteLimit: 50,
    testRunsPerDayLimit: 200,
    aiActionsPerTestRun: 100,
    sortOrder: 2,
    display: {
      priceText: '$49',
      subtext: 'per month',
      aiActionsDescription: 'AI actions per test run',
      features: [
        feature('Single browser'),
        feature('Multiple acceptance criteria'),
        feature('Extended test steps'),
        feature('Priority support'),
      ],
      buttonText: 'Upgrade to Pro',
      isFeatured: true,
      badge: 'Most Popular',
      comingSoon: false,
    },
  },
  {
    name: 'team',
    price: 19900,
    testSuitesLimit: 100,
    testsPerSuiteLimit: 200,
    testRunsPerDayLimit: 1000,
    aiActionsPerTestRun: 200,
    sortOrder: 3,
    display: {
      priceText: '$199',
      subtext: 'per month',
      aiActionsDescription: 'AI actions per test run',
      features: [
        feature('Multiple browsers'),
        feature('Advanced reporting'),
        feature('Team collaboration'),
        feature('API access'),
      ],
      buttonText: 'Contact Us',
      isFeatured: false,
      badge: 'Coming Soon',
      comingSoon: true,
    },
  },
  {
    name: 'enterprise',
    price: null,
    testSuitesLimit: null,
    testsPerSuiteLimit: null,
    testRunsPerDayLimit: null,
    aiActionsPerTestRun: null,
    sortOrder: 4,
    display: {
      priceText: 'Custom',
      subtext: 'tailored to your organisation',
      aiActionsDescription: 'AI actions per test run',
      features: [
        feature('Multiple browsers'),
        feature('Custom integrations'),
        feature('Dedicated support'),
        feature('SLA guarantee'),
      ],
      buttonText: 'Contact Us',
      isFeatured: false,
      badge: 'Coming Soon',
      comingSoon: true,
    },
  },
  {
    name: 'beta',
    price: 0,
    testSuitesLimit: null,
    testsPerSuiteLimit: null,
    testRunsPerDayLimit: null,
    aiActionsPerTestRun: null,
    sortOrder: 0,
    display: {
      priceText: '$0',
      subtext: 'during the beta',
      aiActionsDescription: 'AI actions per test run',
      features: [feature('Everything, unlimited, while the beta lasts')],
      buttonText: 'Join the beta',
      isFeatured: false,
      badge: 'Beta',
      comingSoon: false,
    },
  },
];

/** Inserts missing plans; never overwrites a plan an operator has changed. */
export async function seedPlans(db: Database): Promise<void> {
  await db.insert(subscriptionPlans).values(PLAN_SEEDS).onConflictDoNothing({
    target: subscriptionPlans.name,
  });
}
