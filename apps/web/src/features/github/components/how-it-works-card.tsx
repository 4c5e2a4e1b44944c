import { ExternalLinkIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  {
    title: 'Connect',
    text: 'Connect your GitHub account; Scout asks for access to your repositories.',
  },
  { title: 'Set a repository', text: 'Choose the repository where issues should be created.' },
  {
    title: 'Enable auto-creation',
    text: 'Turn on automatic issues: every failed or errored run files one, even when nobody has Scout open.',
  },
  {
    title: 'Handle failures',
    text: 'Each issue names the test, the failing step, every step, the starting URL and browser, and links to the results.',
  },
];

const ISSUES_DOCS = 'https://docs.github.com/en/issues/tracking-your-work-with-issues/about-issues';

/** Spec 2: four steps and a link to GitHub's documentation on issues. */
export function HowItWorksCard() {
  return (
    <Card aria-labelledby="how-it-works-title" role="region">
      <CardHeader>
        <CardTitle id="how-it-works-title">How it works</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <a
          href={ISSUES_DOCS}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          Learn more about GitHub issues
          <ExternalLinkIcon aria-hidden className="size-3.5" />
        </a>
      </CardContent>
    </Card>
  );
}
