import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  type NotificationChannel,
  type NotificationEvent,
} from '@scout/shared';
import { formatDistanceToNow } from 'date-fns';
import { BellIcon, PauseIcon, PlayIcon, PlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import {
  useChannelDeliveries,
  useDeleteChannel,
  useNotificationChannels,
  useSendTestMessage,
  useUpdateChannel,
} from '../api/notification-channels';
import { ChannelFormDialog } from '../components/channel-form-dialog';

const EVENT_LABELS: Record<NotificationEvent, string> = {
  failure: 'Failure',
  recovery: 'Recovery',
  run: 'Run',
  test: 'Test message',
};

/** /app/integrations/notifications: Slack, Teams, email and webhooks told of runs' ends. */
export function NotificationsPage() {
  const channels = useNotificationChannels();
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<NotificationChannel | null>(null);
  const remove = useDeleteChannel();

  return (
    <div className="space-y-6">
      <BackLink to={paths.app.integrations}>Integrations</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="text-muted-foreground">
            Tell Slack, Microsoft Teams, an inbox or your own webhook when a test fails, and when it
            passes again.
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <PlusIcon aria-hidden />
          Add channel
        </Button>
      </div>
      {channels.isPending ? (
        <PageSpinner />
      ) : channels.isError ? (
        <LoadError
          error={channels.error}
          notFound="Unable to load notification channels"
          failed="Unable to load notification channels"
        />
      ) : channels.data.items.length === 0 ? (
        <EmptyState
          title="No channels yet"
          action={
            <Button onClick={() => setIsCreating(true)}>
              <BellIcon aria-hidden />
              Add your first channel
            </Button>
          }
        >
          Add one to hear about failed runs where your team already is.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {channels.data.items.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} onDelete={() => setDeleting(channel)} />
          ))}
        </ul>
      )}
      <ChannelFormDialog open={isCreating} onOpenChange={setIsCreating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this channel?"
        description={deleting ? `“${deleting.name}” gets no more messages.` : ''}
        confirmLabel="Delete channel"
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast({
                title: 'Could not delete the channel',
                description: getErrorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

function ChannelCard({
  channel,
  onDelete,
}: {
  channel: NotificationChannel;
  onDelete: () => void;
}) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const update = useUpdateChannel();
  const sendTest = useSendTestMessage();
  const on = [
    channel.on_failure && 'failures',
    channel.on_recovery && 'recoveries',
    channel.on_every_run && 'every run',
  ].filter(Boolean);

  return (
    <li aria-label={`Channel: ${channel.name}`} className="space-y-3 rounded-md border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {channel.name}
            <Badge variant="outline">{NOTIFICATION_KIND_LABELS[channel.kind]}</Badge>
            {channel.is_paused && <Badge variant="secondary">Paused</Badge>}
          </p>
          <p className="break-all text-muted-foreground">{channel.target}</p>
          <p>
            {channel.test_suite_name ? `Runs of ${channel.test_suite_name}` : 'Runs of every suite'}
            {' · on '}
            {on.join(', ')}
          </p>
          {channel.signing_secret && (
            <p className="break-all text-muted-foreground">
              Signing secret (checks {WEBHOOK_SIGNATURE_HEADER}):{' '}
              <code className="text-foreground">{channel.signing_secret}</code>
            </p>
          )}
          {channel.last_error ? (
            <p className="text-destructive">Last delivery failed: {channel.last_error}</p>
          ) : (
            channel.last_delivered_at && (
              <p className="text-muted-foreground">
                Last delivered{' '}
                {formatDistanceToNow(new Date(channel.last_delivered_at), { addSuffix: true })}
              </p>
            )
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={sendTest.isPending}
            onClick={() =>
              sendTest.mutate(channel.id, {
                onSuccess: () => {
                  setIsLogOpen(true);
                  toast({ title: NOTIFICATION_MESSAGES.testSent, variant: 'success' });
                },
                onError: (error) =>
                  toast({
                    title: 'Could not send a test message',
                    description: getErrorMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            <SendIcon aria-hidden />
            Send test
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: channel.id, is_paused: !channel.is_paused },
                {
                  onError: (error) =>
                    toast({
                      title: channel.is_paused
                        ? 'Could not resume the channel'
                        : 'Could not pause the channel',
                      description: getErrorMessage(error, 'Please try again.'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {channel.is_paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
            {channel.is_paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isLogOpen}
            onClick={() => setIsLogOpen((open) => !open)}
          >
            {isLogOpen ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${channel.name}`}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </div>
      {isLogOpen && <DeliveryLog channelId={channel.id} />}
    </li>
  );
}

/** The channel's latest deliveries: what was sent, when, and what the receiver answered. */
function DeliveryLog({ channelId }: { channelId: string }) {
  const deliveries = useChannelDeliveries(channelId, true);
  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.isError)
    return <LoadError error={deliveries.error} notFound="Unable to load the deliveries" />;
  if (deliveries.data.items.length === 0)
    return <p className="text-muted-foreground">Nothing sent yet.</p>;
  return (
    <ul aria-label="Deliveries" className="divide-y rounded-md border">
      {deliveries.data.items.map((d) => (
        <li key={d.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-2">
          <Badge
            variant={
              d.status === 'failed' ? 'destructive' : d.status === 'sent' ? 'default' : 'secondary'
            }
          >
            {d.status}
          </Badge>
          <span className="font-medium">{EVENT_LABELS[d.event]}</span>
          <span className="text-muted-foreground">
            {formatDistanceToNow(new Date(d.created_at), { addSuffix: true })} · attempt{' '}
            {d.attempts}
          </span>
          {d.response && <span className="min-w-0 break-all">{d.response}</span>}
        </li>
      ))}
    </ul>
  );
}
