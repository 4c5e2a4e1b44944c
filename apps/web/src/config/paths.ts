/** Every route of the app, in one place; `build` functions fill in route parameters. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  beta: '/beta',
  betaSuccess: '/beta-success',
  waitingList: '/waiting-list',
  waitingListSignup: '/waiting-list-signup',
  waitingListSuccess: '/waiting-list-success',
  pricing: '/pricing',
  contact: '/contact',
  contactPlan: (plan: string) => `/contact?plan=${encodeURIComponent(plan)}`,
  auth: '/auth',
  confirmationSent: '/auth/confirmation-sent',
  confirmEmail: '/auth/confirm',
  confirmEmailChange: '/auth/confirm-email-change',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  app: {
    dashboard: '/app',
    testSuites: '/app/test-suites',
    testSuite: (id: string) => `/app/test-suites/${encodeURIComponent(id)}`,
    tests: '/app/tests',
    testsBySuite: (testSuiteId: string) => `/app/tests/suite/${encodeURIComponent(testSuiteId)}`,
    test: (id: string) => `/app/tests/${encodeURIComponent(id)}`,
    /** The test's page with its edit form open, the failing step (number and words) marked. */
    testEdit: (id: string, step?: { index: number; description: string }) => {
      const query = new URLSearchParams({ edit: '1' });
      if (step) {
        query.set('step', String(step.index));
        query.set('stepText', step.description);
      }
      return `/app/tests/${encodeURIComponent(id)}?${query}`;
    },
    testResults: (testId: string) => `/app/tests/${encodeURIComponent(testId)}/results`,
    /** One run's result, opened on the test's results page (a shared link, a GitHub issue's). */
    testResult: (testId: string, runId: string) =>
      `/app/tests/${encodeURIComponent(testId)}/results?run=${encodeURIComponent(runId)}`,
    suiteRun: (id: string) => `/app/suite-runs/${encodeURIComponent(id)}`,
    testingUsers: '/app/testing-users',
    settings: '/app/account',
    changePassword: '/app/account/password',
    apiKeys: '/app/account/api-keys',
    integrations: '/app/integrations',
    github: '/app/integrations/github',
    notifications: '/app/integrations/notifications',
    admin: {
      root: '/app/admin',
      betaApplications: '/app/admin/beta-applications',
      feedback: '/app/admin/feedback',
      runs: '/app/admin/runs',
      leads: '/app/admin/leads',
      users: '/app/admin/users',
      upgradeRequests: '/app/admin/upgrade-requests',
    },
  },
} as const;

/** Where to send someone after sign-in: the redirect parameter when it is a same-site path. */
export function getSafeRedirect(
  redirect: string | null | undefined,
  fallback: string = paths.app.dashboard,
) {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return fallback;
  }
  try {
    const base = 'http://scout.invalid';
    const url = new URL(redirect, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
