import type { AdminBetaApplication, BetaStatus } from '@scout/shared';
import { format } from 'date-fns';
import { MailIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { AccessCodeBadge } from './access-code-badge';
import { BetaStatusSelect } from './beta-status-select';

type Props = {
  application: AdminBetaApplication | null;
  onOpenChange: (open: boolean) => void;
  isStatusPending: boolean;
  onStatusChange: (application: AdminBetaApplication, status: BetaStatus) => void;
  isResending: boolean;
  onResend: (application: AdminBetaApplication) => void;
  onDelete: (application: AdminBetaApplication) => void;
};

const NOT_SPECIFIED = 'Not specified';

/** The details side panel: everything the applicant told, the code's state, status and delete. */
export function BetaApplicationSheet({
  application,
  onOpenChange,
  isStatusPending,
  onStatusChange,
  isResending,
  onResend,
  onDelete,
}: Props) {
  return (
    <Sheet open={application !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-lg">
        {application && (
          <>
            <SheetHeader>
              <SheetTitle>{application.company_name}</SheetTitle>
              <SheetDescription>Beta application from {application.email}</SheetDescription>
            </SheetHeader>
            <div className="grid gap-6 px-4">
              <Section title="Company Information">
                <Item label="Company">{application.company_name}</Item>
                <Item label="Size">{application.company_size}</Item>
                <Item label="Role">{application.role}</Item>
                <Item label="Email">{application.email}</Item>
                <Item label="Submitted on">
                  {format(new Date(application.created_at), 'MMM d, yyyy')}
                </Item>
                <Item label="Access code">
                  <span className="flex flex-wrap items-center gap-2">
                    <code className="font-mono">{application.access_code}</code>
                    <AccessCodeBadge isUsed={application.code_used} />
                  </span>
                </Item>
                <Item label="Code sent">
                  {application.code_sent_at
                    ? format(new Date(application.code_sent_at), "MMM d, yyyy 'at' HH:mm")
                    : 'Not sent yet'}
                </Item>
              </Section>
              {application.status === 'approved' && !application.code_used && (
                <Button
                  variant="outline"
                  className="justify-self-start"
                  disabled={isResending}
                  onClick={() => onResend(application)}
                >
                  {isResending ? <Spinner isDecorative /> : <MailIcon aria-hidden />}
                  Resend access code
                </Button>
              )}
              <Section title="Testing Requirements">
                <Item label="Application types">
                  {application.application_types.join(', ') || NOT_SPECIFIED}
                </Item>
                <Item label="Current testing process">
                  {application.current_testing_process ?? NOT_SPECIFIED}
                </Item>
                <Item label="Expected volume">{application.expected_volume ?? NOT_SPECIFIED}</Item>
              </Section>
              <section className="grid gap-2">
                <h3 className="font-semibold">Features Interest</h3>
                {application.interested_features.length > 0 ? (
                  <ul className="list-disc pl-5 text-sm">
                    {application.interested_features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">None</p>
                )}
              </section>
              <section className="grid gap-2">
                <h3 className="font-semibold">Additional Information</h3>
                <p className="text-sm whitespace-pre-wrap text-muted-foreground">
                  {application.additional_information || 'None'}
                </p>
              </section>
              <section className="grid gap-2">
                <h3 className="font-semibold">Status</h3>
                <BetaStatusSelect
                  label="Application status"
                  value={application.status}
                  disabled={isStatusPending}
                  onChange={(status) => onStatusChange(application, status)}
                />
              </section>
            </div>
            <SheetFooter className="flex-row justify-end">
              <Button variant="destructive" onClick={() => onDelete(application)}>
                <Trash2Icon aria-hidden />
                Delete
              </Button>
              <SheetClose asChild>
                <Button variant="outline">Close</Button>
              </SheetClose>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid grid-cols-[minmax(0,9rem)_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
