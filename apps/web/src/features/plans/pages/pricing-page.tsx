import {
  capacityRatio,
  formatPlanLimit,
  formatPlanPrice,
  maxDailyAiActions,
  type Plan,
} from '@scout/shared';
import { CheckIcon, XIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { usePlans } from '../api/get-plans';
import { useSignupCapacity } from '../api/get-signup-capacity';

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const findPlan = (plans: Plan[], name: string) =>
  plans.find((plan) => plan.name.toLowerCase() === name);

const LAST_PLATFORM_CARDS = [
  {
    title: 'Never Write Test Scripts Again',
    text: 'Describe what to test in plain language; the AI turns it into test cases.',
  },
  {
    title: 'End Repetitive Testing',
    text: 'Regression runs happen on their own, in a real browser, with steps and screenshots.',
  },
  {
    title: 'Beyond Manual Testing',
    text: 'AI agents simulate thousands of user scenarios in minutes, without CSS selectors.',
  },
];

/** /pricing: the plans from the database (spec 2, 8 and 9). */
export function PricingPage() {
  const plans = usePlans();
  const capacity = useSignupCapacity();
  const navigate = useNavigate();

  useEffect(() => {
    if (plans.isError) {
      toast({
        id: 'pricing-error',
        title: 'Error loading pricing plans',
        description: 'Please try refreshing the page.',
        variant: 'destructive',
      });
    }
  }, [plans.isError]);

  const atCapacity =
    capacity.data !== undefined && capacity.data.registeredProfiles >= capacity.data.capacity;

  function signUp() {
    if (atCapacity) {
      toast({
        title: 'Waiting List',
        description:
          "We're currently at capacity. You'll be added to our waiting list and notified when a spot opens up.",
      });
      navigate(paths.waitingListSignup);
      return;
    }
    navigate(paths.signUp);
  }

  const items = plans.data?.items ?? [];
  const free = findPlan(items, 'free');
  const pro = findPlan(items, 'pro');
  const team = findPlan(items, 'team');

  return (
    <div className="grid gap-12 py-4 sm:py-8">
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Choose the Perfect Testing Plan
        </h1>
        <p className="text-muted-foreground">
          Start free, upgrade when your team needs more capacity.
        </p>
      </div>

      {plans.isPending ? (
        <div aria-label="Loading plans" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : plans.isError ? (
        <p role="alert" className="text-center text-destructive">
          Failed to load pricing plans. Please try again later.
        </p>
      ) : items.length === 0 ? (
        <p className="text-center text-muted-foreground">
          No pricing plans available at the moment.
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {items.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onSignUp={signUp} />
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="last-platform" className="grid gap-6">
        <h2 id="last-platform" className="text-center text-2xl font-bold tracking-tight">
          Your Last Testing Platform
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {LAST_PLATFORM_CARDS.map((card) => (
            <Card key={card.title}>
              <CardHeader>
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">{card.text}</CardContent>
            </Card>
          ))}
        </div>
        {pro && free && team ? (
          <div className="grid gap-6 md:grid-cols-2" data-testid="capacity-comparison">
            <Card>
              <CardContent className="grid gap-1 text-center">
                <p className="text-3xl font-bold">{capacityRatio(pro, free)}x</p>
                <p>{`${capacityRatio(pro, free)} x more capacity in Pro tier than in Free tier`}</p>
                <p className="text-sm text-muted-foreground">
                  {`Pro ${formatPlanPrice(pro.price)}/month`}
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="grid gap-1 text-center">
                <p className="text-3xl font-bold">{capacityRatio(team, pro)}x</p>
                <p>{`${capacityRatio(team, pro)} x more capacity in Team tier than in Pro tier`}</p>
                <p className="text-sm text-muted-foreground">
                  {`Team ${formatPlanPrice(team.price)}/month`}
                </p>
              </CardContent>
            </Card>
          </div>
        ) : null}
      </section>

      <footer className="border-t pt-6 text-center text-sm text-muted-foreground">
        Questions about a plan?{' '}
        <Link to={paths.contact} className="underline">
          Contact us
        </Link>
        .
      </footer>
    </div>
  );
}

function PlanCard({ plan, onSignUp }: { plan: Plan; onSignUp: () => void }) {
  const { display } = plan;
  const daily = maxDailyAiActions(plan);
  const limits = [
    ['Test suites', formatPlanLimit(plan.test_suites_limit)],
    ['Tests per suite', formatPlanLimit(plan.tests_per_suite_limit)],
    ['Test runs per day', formatPlanLimit(plan.test_runs_per_day_limit)],
    [display.aiActionsDescription, formatPlanLimit(plan.ai_actions_per_test_run)],
    ['Max daily AI actions', daily === null ? 'Unlimited' : daily.toLocaleString('en-US')],
  ] as const;
  return (
    <Card
      aria-label={`${title(plan.name)} plan`}
      className={cn('h-full', display.isFeatured && 'border-primary shadow-lg')}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-xl">{title(plan.name)}</CardTitle>
          {display.isFeatured ? <Badge>Most Popular</Badge> : null}
          {display.badge && !display.isFeatured ? (
            <Badge variant="secondary">{display.badge}</Badge>
          ) : null}
          {display.comingSoon && display.badge !== 'Coming Soon' ? (
            <Badge variant="outline">Coming Soon</Badge>
          ) : null}
        </div>
        <p>
          <span className="text-3xl font-bold">{formatPlanPrice(plan.price)}</span>{' '}
          <span className="text-sm text-muted-foreground">{display.subtext}</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-1 text-sm">
          {limits.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid gap-1 text-sm">
          {display.features.map((feature) => (
            <li key={feature.text} className="flex items-center gap-2">
              {feature.available ? (
                <CheckIcon aria-hidden className="size-4 text-primary" />
              ) : (
                <XIcon aria-hidden className="size-4 text-muted-foreground" />
              )}
              {feature.text}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        {display.comingSoon ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.contactPlan(plan.name)}>{display.buttonText}</Link>
          </Button>
        ) : (
          <Button
            className="w-full"
            variant={display.isFeatured ? 'default' : 'outline'}
            onClick={onSignUp}
          >
            {display.buttonText}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
