import { isUnlimited, usagePercent, type Usage } from '@scout/shared';
import { Progress } from '@/components/ui/progress';

/** One line of the usage panel: "{usage} / {limit}" or Unlimited, with a bar only when limited. */
export function UsageRow({ label, usage }: { label: string; usage: Usage }) {
  const isLimited = !isUnlimited(usage.limit);
  const percent = isLimited ? usagePercent(usage.usage, usage.limit) : null;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {isLimited ? `${usage.usage} / ${usage.limit}` : `${usage.usage} / Unlimited`}
        </span>
      </div>
      {percent !== null && <Progress value={percent} aria-label={`${label} usage`} />}
    </div>
  );
}
