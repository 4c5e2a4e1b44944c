import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Integration } from '../lib/integration-catalog';

/** One integration: its 'Configure' link, or, while it is coming soon, a button that goes nowhere and says so. */
export function IntegrationCard({
  integration,
  className,
}: {
  integration: Integration;
  className?: string;
}) {
  const { name, description, icon: Icon, href } = integration;
  return (
    <Card aria-label={name} role="region" className={cn('justify-between', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-5" />
          {name}
          {!href && <Badge variant="secondary">Coming Soon</Badge>}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent />
      <CardFooter>
        {href ? (
          <Button asChild>
            <Link to={href}>Configure</Link>
          </Button>
        ) : (
          <Button variant="outline" disabled title={`${name} is coming soon`}>
            Configure
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
