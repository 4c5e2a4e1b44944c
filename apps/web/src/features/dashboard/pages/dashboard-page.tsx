/** The dashboard; the usage panel and count cards arrive with the suites and tests. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">Welcome to your test management dashboard</p>
      </div>
    </div>
  );
}
