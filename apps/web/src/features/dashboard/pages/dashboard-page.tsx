import { DASHBOARD_MESSAGES } from '@scout/shared';
import { FlaskConicalIcon, FolderIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { UsageRow } from '../components/usage-row';

/**
 * The dashboard: subscription usage and the suite and active-test counts. `usageAction` (the
 * app's Upgrade button) sits beside the plan's name.
 */
export function DashboardPage({ usageAction }: { usageAction?: ReactNode }) {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{DASHBOARD_MESSAGES.title}</h1>
        <p className="text-muted-foreground">{DASHBOARD_MESSAGES.subtitle}</p>
      </div>
      {dashboard.isError && (
        <ErrorAlert>{getErrorMessage(dashboard.error, 'Failed to load the dashboard.')}</ErrorAlert>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{DASHBOARD_MESSAGES.usageTitle}</h2>
          </CardTitle>
          {data?.planName && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardDescription className="capitalize">{data.planName} plan</CardDescription>
              {usageAction}
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {data ? (
            <>
              <UsageRow label={DASHBOARD_MESSAGES.testSuites} usage={data.usage.testSuites} />
              <UsageRow label={DASHBOARD_MESSAGES.dailyTestRuns} usage={data.usage.testRunsToday} />
            </>
          ) : (
            <Skeleton className="h-16" />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <CountCard
          to={paths.app.testSuites}
          title={DASHBOARD_MESSAGES.totalTestSuites}
          count={data?.totalTestSuites}
          icon={<FolderIcon aria-hidden className="size-5 text-muted-foreground" />}
        />
        <CountCard
          to={paths.app.tests}
          title={DASHBOARD_MESSAGES.activeTests}
          count={data?.activeTests}
          icon={<FlaskConicalIcon aria-hidden className="size-5 text-muted-foreground" />}
        />
      </div>
    </div>
  );
}

function CountCard({
  to,
  title,
  count,
  icon,
}: {
  to: string;
  title: string;
  count?: number;
  icon: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={`${title}: ${count ?? '…'}`}
      className="rounded-xl focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Card className="transition-colors hover:bg-accent">
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle className="text-sm font-medium">{title}</CardTitle>
          {icon}
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-bold">{count ?? '–'}</p>
        </CardContent>
      </Card>
    </Link>
  );
}
