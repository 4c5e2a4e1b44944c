import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IntegrationCard } from '../components/integration-card';
import { INTEGRATION_TABS } from '../lib/integration-catalog';

/** /app/integrations: the hub's five tabs, each with its cards. */
export function IntegrationsPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
        <p className="text-muted-foreground">Connect Scout to the tools your team already uses.</p>
      </div>
      <Tabs defaultValue={INTEGRATION_TABS[0]!.id}>
        <TabsList className="h-auto flex-wrap">
          {INTEGRATION_TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {INTEGRATION_TABS.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-3">
              {tab.integrations.map((integration) => (
                <IntegrationCard key={integration.name} integration={integration} />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
