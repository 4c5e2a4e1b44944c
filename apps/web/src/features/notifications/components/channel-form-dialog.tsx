import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '@scout/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage, isApiClientError } from '@/lib/api-client';
import { useSuiteOptions } from '@/lib/suite-options';
import { useCreateChannel } from '../api/notification-channels';

const TARGET_LABELS: Record<NotificationKind, { label: string; placeholder: string }> = {
  email: { label: 'Email address', placeholder: 'qa-team@example.com' },
  slack: {
    label: 'Slack incoming webhook URL',
    placeholder: 'https://hooks.slack.com/services/…',
  },
  teams: {
    label: 'Teams incoming webhook URL',
    placeholder: 'https://…logic.azure.com/workflows/…',
  },
  webhook: { label: 'Webhook URL', placeholder: 'https://ci.example.com/scout-hook' },
};

const EVENTS = [
  { key: 'on_failure', label: 'Failures', hint: 'a run ends FAILED or ERROR' },
  { key: 'on_recovery', label: 'Recoveries', hint: 'the first pass after a failure' },
  { key: 'on_every_run', label: 'Every run', hint: 'every run that ends' },
] as const;
type EventKey = (typeof EVENTS)[number]['key'];

/** A new channel: where messages go, which suite's runs, and which ends are news. */
export function ChannelFormDialog({
  open,
  onOpenChange,
  initialKind = 'slack',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialKind?: NotificationKind;
}) {
  const [kind, setKind] = useState<NotificationKind>(initialKind);
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [suiteId, setSuiteId] = useState('');
  const [events, setEvents] = useState<Record<EventKey, boolean>>({
    on_failure: true,
    on_recovery: true,
    on_every_run: false,
  });
  const suites = useSuiteOptions({ enabled: open });
  const create = useCreateChannel();
  const fields = isApiClientError(create.error) ? (create.error.fields ?? {}) : {};

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    create.mutate(
      { kind, name, target, test_suite_id: suiteId || null, ...events },
      {
        onSuccess: () => {
          setName('');
          setTarget('');
          create.reset();
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        // A failed save's messages do not greet the next opening.
        if (!isOpen) create.reset();
        onOpenChange(isOpen);
      }}
    >
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>New notification channel</DialogTitle>
            <DialogDescription>
              Scout sends the verdict, the failing step, what the page showed and a link to the
              results.
            </DialogDescription>
          </DialogHeader>
          <FormField id="channel-kind" label="Send to">
            <NativeSelect
              id="channel-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as NotificationKind)}
            >
              {NOTIFICATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {NOTIFICATION_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="channel-name" label="Name" error={fields.name}>
            <Input
              id="channel-name"
              value={name}
              maxLength={100}
              placeholder="#qa-alerts"
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <FormField id="channel-target" label={TARGET_LABELS[kind].label} error={fields.target}>
            <Input
              id="channel-target"
              type={kind === 'email' ? 'email' : 'url'}
              value={target}
              placeholder={TARGET_LABELS[kind].placeholder}
              spellCheck={false}
              onChange={(e) => setTarget(e.target.value)}
            />
          </FormField>
          <FormField id="channel-suite" label="Runs of" error={fields.test_suite_id}>
            <NativeSelect
              id="channel-suite"
              value={suiteId}
              onChange={(e) => setSuiteId(e.target.value)}
            >
              <option value="">Every suite</option>
              {(suites.data?.items ?? []).map((suite) => (
                <option key={suite.id} value={suite.id}>
                  {suite.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Send a message on</legend>
            {EVENTS.map(({ key, label, hint }) => (
              <div key={key} className="flex items-center gap-2">
                <Checkbox
                  id={`channel-${key}`}
                  checked={events[key]}
                  onCheckedChange={(checked) =>
                    setEvents((current) => ({ ...current, [key]: checked === true }))
                  }
                />
                <Label htmlFor={`channel-${key}`} className="font-normal">
                  {label} <span className="text-muted-foreground">({hint})</span>
                </Label>
              </div>
            ))}
            {fields.on_failure && (
              <p role="alert" className="text-sm text-destructive">
                {fields.on_failure}
              </p>
            )}
          </fieldset>
          {create.isError && Object.keys(fields).length === 0 && (
            <ErrorAlert>{getErrorMessage(create.error, 'Could not save the channel')}</ErrorAlert>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                create.reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Save channel
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
