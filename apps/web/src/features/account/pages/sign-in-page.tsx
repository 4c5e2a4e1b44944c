import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { getSafeRedirect, paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import { AccountLayout } from '../components/account-layout';
import { SignInForm } from '../components/sign-in-form';

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  // Only same-site paths: an absolute URL here would make the sign-in page an open redirect.
  const redirectTo = getSafeRedirect(searchParams.get('redirect'));

  if (session.isPending) return <PageSpinner label="Checking your session" />;
  if (session.data?.user) return <Navigate to={redirectTo} replace />;

  return (
    <AccountLayout
      title="Sign in"
      description="Enter your email and password to access your account"
      footer={
        <>
          <p>
            Don&apos;t have an account?{' '}
            <Link
              to={paths.signUp}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Sign up
            </Link>
          </p>
          <p>
            Need an access code?{' '}
            <Link
              to={paths.beta}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Apply for beta access
            </Link>
          </p>
        </>
      }
    >
      <SignInForm onSignedIn={() => navigate(redirectTo, { replace: true })} />
    </AccountLayout>
  );
}
