import { RUN_MESSAGES } from '@scout/shared';
import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

type Props = { src: string; alt: string; className?: string };

/**
 * A screenshot that says 'Failed to load image' instead of showing a broken icon (its signed
 * link expired after an hour, or the file is gone).
 */
export function ScreenshotImage({ src, alt, className }: Props) {
  // Keyed by the source, so a new link (next screenshot, re-signed URL) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${alt}: ${RUN_MESSAGES.imageFailed}`}
        className={cn(
          'flex min-h-24 flex-col items-center justify-center gap-1 rounded-md border border-dashed p-2 text-center text-xs text-muted-foreground',
          className,
        )}
      >
        <ImageOffIcon aria-hidden className="size-5" />
        {RUN_MESSAGES.imageFailed}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn('rounded-md border bg-muted object-contain', className)}
    />
  );
}
