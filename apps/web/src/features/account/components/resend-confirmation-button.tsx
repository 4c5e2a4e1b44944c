import { Alert, AlertDescription } from '@/components/ui/alert';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { getRefusalMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/account-settings';

/** Sends the confirmation email again; the server limits how often, and says so when it does. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div className="grid gap-2">
      {resend.isSuccess && (
        <Alert>
          <AlertDescription>{resend.data.message}</AlertDescription>
        </Alert>
      )}
      {resend.isError && (
        <ErrorAlert>
          {getRefusalMessage(resend.error, 'Something went wrong. Please try again.')}
        </ErrorAlert>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        Resend confirmation email
      </Button>
    </div>
  );
}
