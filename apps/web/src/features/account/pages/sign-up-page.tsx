import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AccountLayout } from '../components/account-layout';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <AccountLayout
      title="Create an account"
      description="Enter your email, a password and the beta access code you received"
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link
              to={paths.signIn}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </p>
          <p>
            No access code yet?{' '}
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
      <SignUpForm
        defaultEmail={searchParams.get('email')?.trim() ?? ''}
        onSignedUp={(email) => navigate(paths.confirmationSent, { state: { email } })}
      />
    </AccountLayout>
  );
}
