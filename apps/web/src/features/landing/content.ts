/** The landing page's marketing copy (spec 1, 2 and 9); static, like the spec's persona stats. */
export type PersonaId = 'pm' | 'qa' | 'dev';

export const PERSONAS: {
  id: PersonaId;
  tab: string;
  tagline: string;
  stats: { title: string; text: string }[];
}[] = [
  {
    id: 'pm',
    tab: 'For Product Managers',
    tagline: 'Ship experiments with confidence: your users should never find the bugs first.',
    stats: [
      { title: '5X', text: 'fewer production bugs' },
      { title: '20 hours', text: 'saved per month in QA' },
      { title: 'Zero', text: 'delays' },
      { title: '$300K+', text: 'saved from broken experiments' },
      { title: '3X', text: 'more experiments' },
    ],
  },
  {
    id: 'qa',
    tab: 'For QA Managers',
    tagline:
      'Replace manual regression testing with AI agents your team directs in plain language.',
    stats: [
      { title: '10+ hours', text: 'saved weekly per QA engineer' },
      { title: '10 min', text: 'QA cycles' },
      { title: '$10k/month', text: 'saved per QA engineer' },
      { title: '95%', text: 'test coverage in one month' },
      { title: '99%', text: 'reliable' },
    ],
  },
  {
    id: 'dev',
    tab: 'For Developers',
    tagline: 'No test scripts, no CSS selectors: describe the flow and let the AI run it.',
    stats: [
      { title: 'Under 10 min', text: 'release cycles' },
      { title: '5x', text: 'bugs caught in staging' },
      { title: '9 hrs/week', text: 'saved' },
      { title: '100X', text: 'parallelism' },
      { title: '99%', text: 'flake free' },
    ],
  },
];

export const WHY_CHOOSE = [
  'AI simulates thousands of user scenarios in minutes',
  'No coding and no CSS selectors',
  'No more manual regression testing',
  'Save 60% of testing costs',
  'Results with steps and screenshots for every run',
];

export const DEMOS = [
  {
    title: 'Target Any URL',
    text: 'Point Scout at any starting URL, pick a browser and a testing user, and it is ready to test.',
    image: '/landing/target-any-url.webp',
  },
  {
    title: 'Create Tests with Natural Language',
    text: 'Write the objective as you would explain it to a colleague; the AI turns it into steps.',
    image: '/landing/natural-language.webp',
  },
  {
    title: 'Detailed Test Results',
    text: 'A summary, the full results, screenshots of every step and the AI steps that led there.',
    image: '/landing/test-results.webp',
  },
  {
    title: 'Integrations',
    text: 'Connect GitHub and failed test runs become issues in your repository automatically.',
    image: '/landing/integrations.webp',
  },
];

export const HOLDING_BACK = [
  {
    title: 'Brittle scripts',
    text: 'Every UI change breaks selectors and someone fixes tests instead of shipping.',
  },
  {
    title: 'Slow manual regression',
    text: 'Days of clicking through the same flows before each release.',
  },
  { title: 'Costly QA cycles', text: 'Testing eats budget that should go into the product.' },
];

export const HOW_IT_WORKS = [
  {
    title: 'Describe',
    text: 'Create a test suite with a starting URL and describe each test in plain language.',
  },
  { title: 'Run', text: 'AI agents run the tests in a real browser on our infrastructure.' },
  {
    title: 'Review',
    text: 'Read the results with steps and screenshots; failures can open issues for you.',
  },
];
