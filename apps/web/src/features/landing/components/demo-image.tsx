import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type DemoImageState = 'loading' | 'loaded' | 'failed';

/** Spec 4's demo image: a skeleton while loading, 'Failed to load image' on failure. */
export function DemoImage({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<DemoImageState>('loading');
  return (
    <div
      data-testid="demo-image"
      data-state={state}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border bg-muted"
    >
      {state === 'loading' ? <Skeleton className="absolute inset-0 rounded-none" /> : null}
      {state === 'failed' ? (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-foreground">
          Failed to load image
        </p>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={
            state === 'loaded' ? 'size-full object-cover object-top' : 'invisible size-full'
          }
        />
      )}
    </div>
  );
}
