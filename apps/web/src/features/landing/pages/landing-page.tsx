import { ArrowRightIcon, CheckCircle2Icon, LandmarkIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { DemoImage } from '../components/demo-image';
import { DEMOS, HOLDING_BACK, HOW_IT_WORKS, PERSONAS, WHY_CHOOSE } from '../content';

function useJoinWaitingList() {
  const navigate = useNavigate();
  return () => {
    toast({
      title: 'Waiting List',
      description:
        "We're currently at capacity. Join our waiting list to be notified when a spot opens up.",
    });
    navigate(paths.waitingListSignup);
  };
}

/** The call to action of a signed-in account: it has the app already. */
function GoToApp() {
  return (
    <Button asChild size="lg">
      <Link to={paths.app.dashboard}>
        Go to App <ArrowRightIcon aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * `/`: the landing page, sections in spec 2's order. Loaded lazily, apart from the app's code.
 * A signed-in account (`isSignedIn`) sees no waiting-list banner or call to join it: joining with
 * their own email would only be refused.
 */
export function LandingPage({ isSignedIn = false }: { isSignedIn?: boolean }) {
  const joinWaitingList = useJoinWaitingList();
  // The company's professional-network page (spec 1 names none): SCOUT_LINKEDIN_URL, else no link.
  const linkedinUrl = usePublicConfig().data?.linkedinUrl;
  return (
    <div className="grid gap-20 py-6 sm:py-10">
      <section aria-labelledby="hero" className="grid gap-6 text-center">
        <h1 id="hero" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Stop letting your users find the bugs first
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Describe what to test in plain language. Scout&apos;s AI agents simulate thousands of user
          scenarios in minutes, with no coding and no CSS selectors.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <GoToApp />
          ) : (
            <Button size="lg" onClick={joinWaitingList}>
              Join Waiting List <ArrowRightIcon aria-hidden />
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <a href="#how-it-works">How It Works</a>
          </Button>
        </div>
      </section>

      <section aria-label="Personas">
        <Tabs defaultValue="pm" className="grid gap-6">
          <TabsList className="mx-auto h-auto flex-wrap justify-center">
            {PERSONAS.map((persona) => (
              // h-auto: at 375 px the tabs wrap onto two rows, and a trigger's usual full height
              // made the third one spill out of the list over the tagline.
              <TabsTrigger key={persona.id} value={persona.id} className="h-auto">
                {persona.tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {PERSONAS.map((persona) => (
            <TabsContent key={persona.id} value={persona.id} className="grid gap-6">
              <p className="text-center text-lg font-medium">{persona.tagline}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {persona.stats.map((stat) => (
                  <li key={stat.text}>
                    <Card data-testid="stat-card" className="h-full">
                      <CardContent className="grid gap-1 text-center">
                        <p className="text-2xl font-bold text-primary">{stat.title}</p>
                        <p className="text-sm text-muted-foreground">{stat.text}</p>
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <Card aria-label="Supporter">
        <CardContent className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
          <LandmarkIcon aria-hidden className="size-10 shrink-0 text-primary" />
          <p>
            <span className="font-semibold">Supported by a public innovation agency.</span>{' '}
            <span className="text-muted-foreground">
              Scout&apos;s development is backed by public innovation funding.
            </span>
          </p>
        </CardContent>
      </Card>

      <section aria-labelledby="why-choose" className="grid gap-6">
        <h2 id="why-choose" className="text-center text-3xl font-bold tracking-tight">
          Why Choose Scout
        </h2>
        <ul className="mx-auto grid max-w-2xl gap-3">
          {WHY_CHOOSE.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </section>

      {DEMOS.map((demo, index) => (
        <section
          key={demo.title}
          aria-labelledby={`demo-${index}`}
          className="grid items-center gap-8 md:grid-cols-2"
        >
          <div className={index % 2 === 1 ? 'grid gap-3 md:order-2' : 'grid gap-3'}>
            <h2 id={`demo-${index}`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {demo.title}
            </h2>
            <p className="text-muted-foreground">{demo.text}</p>
          </div>
          <DemoImage src={demo.image} alt={demo.title} />
        </section>
      ))}

      <section aria-labelledby="holding-back" className="grid gap-6">
        <h2 id="holding-back" className="text-center text-3xl font-bold tracking-tight">
          Why Traditional Testing is Holding You Back
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {HOLDING_BACK.map((item) => (
            <Card key={item.title}>
              <CardHeader>
                <CardTitle>{item.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">{item.text}</CardContent>
            </Card>
          ))}
        </div>
      </section>

      {isSignedIn ? null : (
        <section
          aria-label="Waiting list"
          className="grid gap-4 rounded-2xl bg-primary p-8 text-center text-primary-foreground"
        >
          <p className="text-2xl font-bold">Our closed pilot is full</p>
          <p>Join the waiting list to secure your spot in the next batch.</p>
          <div>
            <Button variant="secondary" size="lg" onClick={joinWaitingList}>
              Join Waiting List
            </Button>
          </div>
        </section>
      )}

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="grid gap-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          How It Works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{`${index + 1}. ${step.title}`}</CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground">{step.text}</CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="final-cta" className="grid gap-4 text-center">
        <h2 id="final-cta" className="text-3xl font-bold tracking-tight">
          Save 60% of your testing costs
        </h2>
        <p className="text-muted-foreground">
          Let AI agents do the regression testing and give your team its time back.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <GoToApp />
          ) : (
            <Button size="lg" onClick={joinWaitingList}>
              Join Waiting List
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing}>See Pricing</Link>
          </Button>
        </div>
      </section>

      <footer className="grid gap-2 border-t pt-6 text-center text-sm text-muted-foreground">
        <p>Supported by a public innovation agency.</p>
        {linkedinUrl ? (
          <p>
            <a href={linkedinUrl} target="_blank" rel="noreferrer" className="underline">
              Scout on LinkedIn
            </a>
          </p>
        ) : null}
        <p>{`© ${new Date().getFullYear()} Scout. All rights reserved.`}</p>
      </footer>
    </div>
  );
}

export default LandingPage;
