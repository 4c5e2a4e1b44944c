import type { TestRunResult } from '@scout/shared';
import { format } from 'date-fns';
import { DownloadIcon, FileCodeIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { shortId } from '../lib/short-id';
import { RunStatusBadge } from './run-status-badge';
import { ScreenshotGallery } from './screenshot-gallery';
import { ScreenshotImage } from './screenshot-image';
import { StepList } from './step-list';

type Props = {
  result: TestRunResult | null;
  onOpenChange: (open: boolean) => void;
  /** What the page offers for this result beyond its own content (the GitHub issue). */
  renderActions?: (result: TestRunResult) => ReactNode;
};

/** One result: summary, result, screenshots, steps, the trace to download and, for a passing run,
 *  the run as a Playwright test. */
export function ResultDetailDialog({ result, onOpenChange, renderActions }: Props) {
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        {result && (
          <ResultDetail key={result.id} result={result} actions={renderActions?.(result)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResultDetail({ result, actions }: { result: TestRunResult; actions?: ReactNode }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const indexByName = new Map(result.screenshots.map((shot, index) => [shot.name, index]));

  const renderStepScreenshot = (name: string | undefined) => {
    const index = name === undefined ? undefined : indexByName.get(name);
    if (index === undefined) return null;
    return (
      <button
        type="button"
        aria-label={`Enlarge the screenshot of this step`}
        onClick={() => setOpenIndex(index)}
        className="mt-2 ml-6 block w-40 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ScreenshotImage
          src={result.screenshots[index]!.url}
          alt={`Screenshot ${index + 1}`}
          className="aspect-[4/3] w-40"
        />
      </button>
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          Result {shortId(result.id)}
          <RunStatusBadge status={result.status} />
        </DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {format(new Date(result.created_at), 'PPp')} · {result.run.browser} ·{' '}
          {result.run.screen_resolution}
          {result.run.starting_url && ` · ${result.run.starting_url}`}
        </DialogDescription>
      </DialogHeader>
      {actions}
      <Section title="Summary">
        <p className="text-sm wrap-anywhere whitespace-pre-wrap">
          {result.summary || 'No summary.'}
        </p>
      </Section>
      <Section title="Result">
        <p className="text-sm wrap-anywhere whitespace-pre-wrap">{result.result || 'No result.'}</p>
      </Section>
      <Section title="Screenshots">
        <ScreenshotGallery
          screenshots={result.screenshots}
          openIndex={openIndex}
          onOpenIndexChange={setOpenIndex}
        />
      </Section>
      <Section title="Steps">
        {result.steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">No steps were recorded.</p>
        ) : (
          <StepList
            steps={result.steps}
            renderExtra={(step) => renderStepScreenshot(step.screenshot)}
          />
        )}
      </Section>
      {(result.trace_url || result.status === 'PASSED') && (
        <div className="flex flex-wrap gap-2">
          {result.trace_url && (
            <Button variant="outline" asChild>
              <a href={result.trace_url} download>
                <DownloadIcon aria-hidden />
                Download trace
              </a>
            </Button>
          )}
          {result.status === 'PASSED' && (
            <Button variant="outline" asChild>
              <a href={`/api/runs/${encodeURIComponent(result.test_run_id)}/export`} download>
                <FileCodeIcon aria-hidden />
                Download Playwright test
              </a>
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}
