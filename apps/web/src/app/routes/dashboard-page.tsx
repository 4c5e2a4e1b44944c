import { DashboardPage as DashboardView } from '@/features/dashboard/pages/dashboard-page';
import { UpgradeButton } from '@/features/plans/components/upgrade-button';

/** The dashboard, its usage panel offering the upgrade. */
export function DashboardPage() {
  return (
    <DashboardView usageAction={<UpgradeButton variant="outline">Upgrade plan</UpgradeButton>} />
  );
}
