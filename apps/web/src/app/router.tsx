import { Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';
import { ConfirmEmailPage } from '@/features/auth/pages/confirm-email-page';
import { ConfirmationSentPage } from '@/features/auth/pages/confirmation-sent-page';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { ChangePasswordPage } from '@/features/auth/pages/change-password-page';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { BetaApplicationPage } from '@/features/beta/pages/beta-application-page';
import { BetaSuccessPage } from '@/features/beta/pages/beta-success-page';
import { BetaApplicationsPage } from '@/features/admin/pages/beta-applications-page';
import { FeedbackPage } from '@/features/admin/pages/feedback-page';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { PricingPage } from '@/features/plans/pages/pricing-page';
import { TestingUsersPage } from '@/features/testing-users/pages/testing-users-page';
import { WaitingListSignupPage } from '@/features/waiting-list/pages/waiting-list-signup-page';
import { WaitingListSuccessPage } from '@/features/waiting-list/pages/waiting-list-success-page';
import { AdminRoute } from './guards/admin-route';
import { LeadRoute } from './guards/lead-route';
import { ProtectedRoute } from './guards/protected-route';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { ContactPage } from './routes/contact-page';
import { LeadWaitingListPage } from './routes/lead-waiting-list-page';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';
import { TestPage } from './routes/test-page';
import { TestResultsPage } from './routes/test-results-page';
import { TestSuitePage } from './routes/test-suite-page';
import { TestSuitesPage } from './routes/test-suites-page';
import { TestsPage } from './routes/tests-page';

// Code split: the landing page's code loads apart from the app's. React.lazy (not the route's
// `lazy`) so a navigation home commits at once (logout clears the session right after).
const LandingPage = lazy(async () => ({
  default: (await import('@/features/landing/pages/landing-page')).LandingPage,
}));

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
            element: (
              <Suspense fallback={null}>
                <LandingPage />
              </Suspense>
            ),
          },
          { path: paths.beta, element: <BetaApplicationPage /> },
          { path: paths.betaSuccess, element: <BetaSuccessPage /> },
          { path: paths.waitingListSignup, element: <WaitingListSignupPage /> },
          { path: paths.waitingListSuccess, element: <WaitingListSuccessPage /> },
          { path: paths.pricing, element: <PricingPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.auth, element: placeholder('Authentication') },
        ],
      },
      {
        path: paths.waitingList,
        element: <LeadRoute />,
        children: [{ index: true, element: <LeadWaitingListPage /> }],
      },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: paths.confirmationSent, element: <ConfirmationSentPage /> },
      { path: paths.confirmEmail, element: <ConfirmEmailPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        path: paths.app.dashboard,
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'test-suites', element: <TestSuitesPage /> },
              { path: 'test-suites/:id', element: <TestSuitePage /> },
              { path: 'tests', element: <TestsPage /> },
              { path: 'tests/suite/:testSuiteId', element: <TestsPage /> },
              { path: 'tests/:id', element: <TestPage /> },
              { path: 'tests/:testId/results', element: <TestResultsPage /> },
              { path: 'testing-users', element: <TestingUsersPage /> },
              { path: 'account/password', element: <ChangePasswordPage /> },
              { path: 'integrations', element: placeholder('Integrations') },
              { path: 'integrations/github', element: placeholder('GitHub Integration') },
            ],
          },
          {
            path: 'admin',
            element: <AdminRoute />,
            children: [
              {
                element: <AppLayout isSidebarLocked />,
                children: [
                  {
                    index: true,
                    element: <Navigate to={paths.app.admin.betaApplications} replace />,
                  },
                  { path: 'beta-applications', element: <BetaApplicationsPage /> },
                  { path: 'feedback', element: <FeedbackPage /> },
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
