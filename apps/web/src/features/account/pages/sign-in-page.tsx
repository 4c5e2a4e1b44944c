import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { getSafeRedirect, paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import { AccountFooterLink, AccountLayout } from '../components/account-layout';
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
          <AccountFooterLink question="Don't have an account?" to={paths.signUp}>
            Sign up
          </AccountFooterLink>
          <AccountFooterLink question="Need an access code?" to={paths.beta}>
            Apply for beta access
          </AccountFooterLink>
        </>
      }
    >
      <SignInForm onSignedIn={() => navigate(redirectTo, { replace: true })} />
    </AccountLayout>
  );
}
