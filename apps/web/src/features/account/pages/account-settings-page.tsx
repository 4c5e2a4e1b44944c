import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAccountSettings } from '../api/account-settings';
import { AccountNameForm } from '../components/account-name-form';
import { ChangeEmailForm } from '../components/change-email-form';
import { DeleteAccountForm } from '../components/delete-account-form';

/** Profile menu → Settings: name, email, password and deleting the account. */
export function AccountSettingsPage() {
  const settings = useAccountSettings();
  const heading = <h1 className="text-2xl font-semibold tracking-tight">Account settings</h1>;
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) {
    return (
      <LoadError
        error={settings.error}
        notFound="Your account could not be loaded."
        above={heading}
      />
    );
  }
  const { name, email, pendingEmail } = settings.data;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      {heading}
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <AccountNameForm name={name} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Email</CardTitle>
          <CardDescription>
            Your email is <strong className="text-foreground">{email}</strong>. A new one is
            confirmed by a link we send to it; your current address is told of the change.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangeEmailForm pendingEmail={pendingEmail} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={paths.app.changePassword}>Change password</Link>
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
        </CardHeader>
        <CardContent>
          <DeleteAccountForm email={email} />
        </CardContent>
      </Card>
    </div>
  );
}
