import { useEffect } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ScreenshotImage } from './screenshot-image';

export type Screenshot = { name: string; url: string };

type Props = {
  screenshots: Screenshot[];
  /** The screenshot shown enlarged, or null; the owner keeps it so steps can open one too. */
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
};

/** Thumbnails of a run's screenshots; one click enlarges it in a lightbox with previous and next. */
export function ScreenshotGallery({ screenshots, openIndex, onOpenIndexChange }: Props) {
  if (screenshots.length === 0)
    return <p className="text-sm text-muted-foreground">No screenshots.</p>;
  return (
    <>
      <ul aria-label="Screenshots" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {screenshots.map((shot, index) => (
          <li key={shot.name}>
            <button
              type="button"
              aria-label={`Enlarge screenshot ${index + 1} of ${screenshots.length}`}
              onClick={() => onOpenIndexChange(index)}
              className="block w-full rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ScreenshotImage
                src={shot.url}
                alt={`Screenshot ${index + 1}`}
                className="aspect-[4/3] w-full"
              />
            </button>
          </li>
        ))}
      </ul>
      <ScreenshotLightbox
        screenshots={screenshots}
        index={openIndex}
        onIndexChange={onOpenIndexChange}
      />
    </>
  );
}

type LightboxProps = {
  screenshots: Screenshot[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

function ScreenshotLightbox({ screenshots, index, onIndexChange }: LightboxProps) {
  const shot = index === null ? undefined : screenshots[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < screenshots.length - 1;
  const go = (step: number) => index !== null && onIndexChange(index + step);

  // On the window, not the dialog: Previous or Next turning disabled at either end drops focus.
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < screenshots.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, screenshots.length, onIndexChange]);

  return (
    <Dialog open={shot !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>
            Screenshot {(index ?? 0) + 1} of {screenshots.length}
          </DialogTitle>
          <DialogDescription>{shot?.name}</DialogDescription>
        </DialogHeader>
        {shot && (
          <ScreenshotImage
            src={shot.url}
            alt={`Screenshot ${(index ?? 0) + 1}, enlarged`}
            className="max-h-[70vh] w-full"
          />
        )}
        <div className="flex justify-between gap-2">
          <Button variant="outline" onClick={() => go(-1)} disabled={!hasPrevious}>
            <ChevronLeftIcon aria-hidden />
            Previous
          </Button>
          <Button variant="outline" onClick={() => go(1)} disabled={!hasNext}>
            Next
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
