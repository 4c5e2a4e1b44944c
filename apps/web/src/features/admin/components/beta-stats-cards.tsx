import type { AdminBetaApplicationList } from '@scout/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const CARDS = [
  { key: 'total', title: 'Total Applications' },
  { key: 'pending', title: 'Pending Review' },
  { key: 'reviewed', title: 'Reviewed' },
  { key: 'approved', title: 'Approved' },
] as const;

/** The four counts over every application, whatever the filter shows. */
export function BetaStatsCards({
  stats,
}: {
  stats: AdminBetaApplicationList['stats'] | undefined;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map((card) => (
        <Card key={card.key} className="gap-2 py-4" aria-label={card.title} role="group">
          <CardHeader className="px-4">
            <CardTitle className="text-sm font-medium text-muted-foreground">
              {card.title}
            </CardTitle>
          </CardHeader>
          <CardContent className="px-4 text-2xl font-bold">
            {stats ? stats[card.key] : '–'}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
