import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AccountFooterLink, AccountLayout } from '../components/account-layout';
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
          <AccountFooterLink question="Already have an account?" to={paths.signIn}>
            Sign in
          </AccountFooterLink>
          <AccountFooterLink question="No access code yet?" to={paths.beta}>
            Apply for beta access
          </AccountFooterLink>
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
