import { BETA_STATUSES, type BetaStatus } from '@scout/shared';
import { NativeSelect } from '@/components/ui/native-select';

export const STATUS_LABELS: Record<BetaStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  approved: 'Approved',
};

type Props = {
  value: BetaStatus;
  onChange: (status: BetaStatus) => void;
  label: string;
  disabled?: boolean;
  className?: string;
};

/** An application's status; an admin may set any from any other. */
export function BetaStatusSelect({ value, onChange, label, disabled, className }: Props) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(event) => onChange(event.target.value as BetaStatus)}
    >
      {BETA_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
