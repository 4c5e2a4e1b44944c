import {
  CronError,
  describeCron,
  nextRunTimes,
  parseCron,
  presetCron,
  isValidTimeZone,
  type SchedulePreset,
} from '@scout/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
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
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateSchedule } from '../api/schedules';
import { formatRunTime } from './format-run-time';

const PRESET_LABELS: Record<SchedulePreset, string> = {
  'every-weekday': 'Every weekday at…',
  'every-day': 'Every day at…',
  'every-hour': 'Every hour',
  custom: 'Custom cron',
};

/** The browser's own zone, the editor's default. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The cron the editor's choices make, or why they make none; with its next three runs. */
function preview(cron: string, timezone: string) {
  if (!isValidTimeZone(timezone))
    return { error: 'Choose a time zone such as Europe/Berlin or UTC' };
  try {
    const times = nextRunTimes(parseCron(cron), timezone, new Date(), 3);
    if (times.length === 0) return { error: 'This schedule never runs' };
    return { times };
  } catch (error) {
    if (error instanceof CronError) return { error: error.message };
    throw error;
  }
}

/** A new schedule of a suite: a friendly preset or a cron, a time zone, its next run times. */
export function ScheduleFormDialog({
  suiteId,
  open,
  onOpenChange,
}: {
  suiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [preset, setPreset] = useState<SchedulePreset>('every-weekday');
  const [time, setTime] = useState('02:00');
  const [custom, setCustom] = useState('0 2 * * 1-5');
  const [timezone, setTimezone] = useState(localTimeZone);
  const create = useCreateSchedule();
  const cron = preset === 'custom' ? custom : presetCron(preset, time);
  const shown = preview(cron, timezone);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (shown.error) return;
    create.mutate(
      { test_suite_id: suiteId, cron, timezone },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New schedule</DialogTitle>
            <DialogDescription>
              Runs every test of this suite at these times, within your plan&apos;s daily runs.
            </DialogDescription>
          </DialogHeader>
          <FormField id="schedule-repeat" label="Repeat">
            <NativeSelect
              id="schedule-repeat"
              value={preset}
              onChange={(e) => setPreset(e.target.value as SchedulePreset)}
            >
              {(Object.keys(PRESET_LABELS) as SchedulePreset[]).map((p) => (
                <option key={p} value={p}>
                  {PRESET_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {(preset === 'every-day' || preset === 'every-weekday') && (
            <FormField id="schedule-time" label="Time">
              <Input
                id="schedule-time"
                type="time"
                required
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </FormField>
          )}
          {preset === 'custom' && (
            <FormField id="schedule-cron" label="Cron (minute hour day month weekday)">
              <Input
                id="schedule-cron"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                spellCheck={false}
              />
            </FormField>
          )}
          <FormField id="schedule-timezone" label="Time zone">
            <Input
              id="schedule-timezone"
              value={timezone}
              onChange={(e) => setTimezone(e.target.value)}
              spellCheck={false}
            />
          </FormField>
          <div aria-live="polite" className="text-sm">
            {shown.error ? (
              <p className="text-destructive">{shown.error}</p>
            ) : (
              <>
                <p className="font-medium">
                  {describeCron(cron)} ({timezone}). Next runs:
                </p>
                <ul aria-label="Next runs" className="text-muted-foreground">
                  {shown.times!.map((at) => (
                    <li key={at.toISOString()}>{formatRunTime(at, timezone)}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {create.isError && (
            <ErrorAlert>{getErrorMessage(create.error, 'Could not save the schedule')}</ErrorAlert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={Boolean(shown.error) || create.isPending}>
              Save schedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
