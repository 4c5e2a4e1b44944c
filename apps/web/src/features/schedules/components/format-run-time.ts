/** A run time as the schedule's zone reads it: "Mon 9 Mar, 02:00". */
export function formatRunTime(at: Date | string, timeZone: string): string {
  return new Date(at).toLocaleString('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
