import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';

// Code split (issue 14): the first paint of `/` loads the public shell and the landing page only;
// every other page, the app's layout and their libraries load when their route is first visited.
// React.lazy inside the route element (not the route's `lazy`), so a navigation commits at once:
// with the route's lazy, logout's navigate home resolved after the session was cleared and the
// guard sent the user to /signin.
const routeModules: (() => Promise<unknown>)[] = [];
/**
 * A lazy page: its module's export `name`. Once the module has been loaded (by
 * preloadRouteModules), the page renders at once: React.lazy takes any thenable, and one that
 * answers synchronously does not suspend.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: ComponentType<object> | undefined;
  const loadComponent = async () => {
    loaded = (await load())[name] as ComponentType<object>;
    return { default: loaded };
  };
  routeModules.push(loadComponent);
  return lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: { default: ComponentType<object> }) => void) =>
            resolve({ default: loaded! }),
        } as unknown as Promise<{ default: ComponentType<object> }>)
      : loadComponent(),
  );
}

const HomePage = page(() => import('./routes/home-page'), 'HomePage');
const ConfirmEmailPage = page(
  () => import('@/features/account/pages/confirm-email-page'),
  'ConfirmEmailPage',
);
const ConfirmationSentPage = page(
  () => import('@/features/account/pages/confirmation-sent-page'),
  'ConfirmationSentPage',
);
const SignInPage = page(() => import('@/features/account/pages/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('@/features/account/pages/sign-up-page'), 'SignUpPage');
const BetaApplicationPage = page(
  () => import('@/features/beta-applications/pages/beta-application-page'),
  'BetaApplicationPage',
);
const BetaSuccessPage = page(
  () => import('@/features/beta-applications/pages/beta-success-page'),
  'BetaSuccessPage',
);
const BetaApplicationsPage = page(
  () => import('@/features/admin/pages/beta-applications-page'),
  'BetaApplicationsPage',
);
const FeedbackPage = page(() => import('@/features/admin/pages/feedback-page'), 'FeedbackPage');
const RunsPage = page(() => import('@/features/admin/pages/runs-page'), 'RunsPage');
const DashboardPage = page(() => import('./routes/dashboard-page'), 'DashboardPage');
const LeadsPage = page(() => import('@/features/admin/pages/leads-page'), 'LeadsPage');
const UsersPage = page(() => import('@/features/admin/pages/users-page'), 'UsersPage');
const UpgradeRequestsPage = page(
  () => import('@/features/admin/pages/upgrade-requests-page'),
  'UpgradeRequestsPage',
);
const IntegrationsPage = page(
  () => import('@/features/integrations/pages/integrations-page'),
  'IntegrationsPage',
);
const GithubIntegrationPage = page(
  () => import('@/features/github/pages/github-integration-page'),
  'GithubIntegrationPage',
);
const NotificationsPage = page(
  () => import('@/features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const ChangePasswordPage = page(
  () => import('@/features/account/pages/change-password-page'),
  'ChangePasswordPage',
);
const AccountSettingsPage = page(
  () => import('@/features/account/pages/account-settings-page'),
  'AccountSettingsPage',
);
const ConfirmEmailChangePage = page(
  () => import('@/features/account/pages/confirm-email-change-page'),
  'ConfirmEmailChangePage',
);
const ApiKeysPage = page(() => import('@/features/api-keys/pages/api-keys-page'), 'ApiKeysPage');
const SuiteRunPage = page(() => import('./routes/suite-run-page'), 'SuiteRunPage');
const ForgotPasswordPage = page(
  () => import('@/features/account/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('@/features/account/pages/reset-password-page'),
  'ResetPasswordPage',
);
const PricingPage = page(() => import('@/features/plans/pages/pricing-page'), 'PricingPage');
const TestingUsersPage = page(
  () => import('@/features/testing-users/pages/testing-users-page'),
  'TestingUsersPage',
);
const WaitingListSignupPage = page(
  () => import('@/features/waiting-list/pages/waiting-list-signup-page'),
  'WaitingListSignupPage',
);
const WaitingListSuccessPage = page(
  () => import('@/features/waiting-list/pages/waiting-list-success-page'),
  'WaitingListSuccessPage',
);
const loadAppShell = () => import('./app-shell');
const AdminRoute = page(loadAppShell, 'AdminRoute');
const LeadRoute = page(loadAppShell, 'LeadRoute');
const ProtectedRoute = page(loadAppShell, 'ProtectedRoute');
const AppLayout = page(loadAppShell, 'AppLayout') as ComponentType<{ isSidebarLocked?: boolean }>;
const ContactPage = page(() => import('./routes/contact-page'), 'ContactPage');
const LeadWaitingListPage = page(
  () => import('./routes/lead-waiting-list-page'),
  'LeadWaitingListPage',
);
const TestPage = page(() => import('./routes/test-page'), 'TestPage');
const TestResultsPage = page(() => import('./routes/test-results-page'), 'TestResultsPage');
const TestSuitePage = page(() => import('./routes/test-suite-page'), 'TestSuitePage');
const TestSuitesPage = page(() => import('./routes/test-suites-page'), 'TestSuitesPage');
const TestsPage = page(() => import('./routes/tests-page'), 'TestsPage');

/**
 * Loads every lazy page's module at once. The jsdom tests do it before they start, so a test's
 * time limit is not spent on compiling the page it visits first.
 */
export function preloadRouteModules() {
  return Promise.all(routeModules.map((load) => load()));
}

/** A lazy public page: nothing while its code loads (the fixed banner and header stay). */
const publicPage = (Page: ComponentType<object>) => (
  <Suspense fallback={null}>
    <Page />
  </Suspense>
);
/** A lazy page or layout of the app: the page spinner while its code loads. */
const appPage = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

// Placeholders name the page a later issue builds; swap each for the feature's page.
const placeholder = (title: string) => <PlaceholderPage title={title} />;

/** Every route of the product (spec section 2). Exported so tests can mount it in memory. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.home,
            element: publicPage(HomePage),
          },
          { path: paths.beta, element: publicPage(BetaApplicationPage) },
          { path: paths.betaSuccess, element: publicPage(BetaSuccessPage) },
          { path: paths.waitingListSignup, element: publicPage(WaitingListSignupPage) },
          { path: paths.waitingListSuccess, element: publicPage(WaitingListSuccessPage) },
          { path: paths.pricing, element: publicPage(PricingPage) },
          { path: paths.contact, element: publicPage(ContactPage) },
          { path: paths.auth, element: placeholder('Authentication') },
        ],
      },
      {
        path: paths.waitingList,
        element: appPage(<LeadRoute />),
        children: [{ index: true, element: appPage(<LeadWaitingListPage />) }],
      },
      { path: paths.signIn, element: publicPage(SignInPage) },
      { path: paths.signUp, element: publicPage(SignUpPage) },
      { path: paths.confirmationSent, element: publicPage(ConfirmationSentPage) },
      { path: paths.confirmEmail, element: publicPage(ConfirmEmailPage) },
      { path: paths.confirmEmailChange, element: publicPage(ConfirmEmailChangePage) },
      { path: paths.forgotPassword, element: publicPage(ForgotPasswordPage) },
      { path: paths.resetPassword, element: publicPage(ResetPasswordPage) },
      {
        path: paths.app.dashboard,
        element: appPage(<ProtectedRoute />),
        children: [
          {
            element: appPage(<AppLayout />),
            children: [
              { index: true, element: appPage(<DashboardPage />) },
              { path: 'test-suites', element: appPage(<TestSuitesPage />) },
              { path: 'test-suites/:id', element: appPage(<TestSuitePage />) },
              { path: 'tests', element: appPage(<TestsPage />) },
              { path: 'tests/suite/:testSuiteId', element: appPage(<TestsPage />) },
              { path: 'tests/:id', element: appPage(<TestPage />) },
              { path: 'tests/:testId/results', element: appPage(<TestResultsPage />) },
              { path: 'suite-runs/:id', element: appPage(<SuiteRunPage />) },
              { path: 'testing-users', element: appPage(<TestingUsersPage />) },
              { path: 'account', element: appPage(<AccountSettingsPage />) },
              { path: 'account/password', element: appPage(<ChangePasswordPage />) },
              { path: 'account/api-keys', element: appPage(<ApiKeysPage />) },
              { path: 'integrations', element: appPage(<IntegrationsPage />) },
              { path: 'integrations/github', element: appPage(<GithubIntegrationPage />) },
              {
                path: 'integrations/notifications',
                element: appPage(<NotificationsPage />),
              },
            ],
          },
          {
            path: 'admin',
            element: appPage(<AdminRoute />),
            children: [
              {
                element: appPage(<AppLayout isSidebarLocked />),
                children: [
                  {
                    index: true,
                    element: <Navigate to={paths.app.admin.betaApplications} replace />,
                  },
                  { path: 'beta-applications', element: appPage(<BetaApplicationsPage />) },
                  { path: 'feedback', element: appPage(<FeedbackPage />) },
                  { path: 'runs', element: appPage(<RunsPage />) },
                  { path: 'leads', element: appPage(<LeadsPage />) },
                  { path: 'users', element: appPage(<UsersPage />) },
                  { path: 'upgrade-requests', element: appPage(<UpgradeRequestsPage />) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
