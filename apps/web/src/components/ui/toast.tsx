import { MOBILE_BREAKPOINT, TOAST_LIMIT } from '@scout/shared';
import { XIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type MouseEvent as ReactMouseEvent } from 'react';
import hotToast, {
  useToaster,
  useToasterStore,
  type DefaultToastOptions,
  type Toast,
} from 'react-hot-toast';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

type ToastVariant = 'default' | 'destructive' | 'success' | 'loading';

type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; without it the variant's duration from TOAST_DURATIONS_MS. */
  duration?: number;
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string;
};

/**
 * Spec 4's default durations, stated here rather than left to react-hot-toast's own defaults (the
 * same figures today) so a library upgrade cannot change them silently.
 */
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

const TOAST_OPTIONS: DefaultToastOptions = {
  blank: { duration: TOAST_DURATIONS_MS.blank },
  error: { duration: TOAST_DURATIONS_MS.error },
  success: { duration: TOAST_DURATIONS_MS.success },
  loading: { duration: TOAST_DURATIONS_MS.loading },
};

function ToastMessage({ title, description }: { title: string; description?: string }) {
  return (
    <div className="grid gap-1">
      <div className="text-sm font-semibold">{title}</div>
      {description && <div className="text-sm opacity-90">{description}</div>}
    </div>
  );
}

/**
 * Shows a toast with a title and an optional description: `destructive` for failures, `loading`
 * for work under way (it stays until replaced through its `id` or dismissed).
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration,
  id,
}: ToastOptions): string {
  const message = <ToastMessage title={title} description={description} />;
  // The same failure again replaces its toast instead of stacking another copy on it.
  const toastId =
    id ?? (variant === 'destructive' ? `destructive:${title}:${description ?? ''}` : undefined);
  const options = {
    ...(duration === undefined ? {} : { duration }),
    ...(toastId === undefined ? {} : { id: toastId }),
  };
  if (variant === 'destructive') return hotToast.error(message, options);
  if (variant === 'success') return hotToast.success(message, options);
  if (variant === 'loading') return hotToast.loading(message, options);
  return hotToast(message, options);
}

toast.dismiss = (id?: string) => hotToast.dismiss(id);

function ToastCard({ t }: { t: Toast }) {
  const isDestructive = t.type === 'error';
  const message = typeof t.message === 'function' ? t.message(t) : t.message;
  return (
    <div
      {...t.ariaProps}
      // A dismissed toast fades out for a moment; it is no longer news for a screen reader.
      aria-hidden={t.visible ? undefined : true}
      data-state={t.visible ? 'open' : 'closed'}
      data-variant={isDestructive ? 'destructive' : 'default'}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 rounded-md border p-4 pr-9 shadow-lg transition-all',
        t.visible ? 'animate-in fade-in-0 slide-in-from-top-2' : 'animate-out fade-out-0',
        isDestructive
          ? 'border-destructive bg-destructive text-white'
          : 'border-border bg-background text-foreground',
      )}
    >
      {t.type === 'loading' && <Spinner isDecorative className="mt-0.5 shrink-0" />}
      {message}
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => hotToast.dismiss(t.id)}
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
      >
        <XIcon className="size-4" />
      </button>
    </div>
  );
}

// Spec 4: at most TOAST_LIMIT toasts at a time; the oldest make way for new ones.
function useToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => hotToast.dismiss(t.id));
  }, [toasts]);
}

/**
 * Where the pointer last was, from the page's own mouse moves. A toast that appears under a pointer
 * at rest gets a mouse event at that same spot (Chrome sends one when the layout changes); that is
 * not the user reaching for the toast, so it must not pause it.
 */
let lastPointer: { x: number; y: number } | undefined;

function rememberPointer(event: MouseEvent) {
  lastPointer = { x: event.clientX, y: event.clientY };
}

/** Whether this mouse move went somewhere, rather than reporting the pointer where it rested. */
function isRealMove(event: ReactMouseEvent): boolean {
  return (
    lastPointer !== undefined &&
    (lastPointer.x !== event.clientX || lastPointer.y !== event.clientY)
  );
}

const GUTTER_PX = 8;

/** One toast's slot in the stack: it reports its height so the ones below it can make room. */
function ToastSlot({
  t,
  offset,
  onHeight,
}: {
  t: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}) {
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const update = () => onHeight(t.id, element.getBoundingClientRect().height);
      update();
      new MutationObserver(update).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    [t.id, onHeight],
  );
  return (
    <div
      ref={measure}
      className={cn(
        'absolute inset-x-0 top-0 flex justify-center transition-transform duration-200',
        t.visible && 'z-10',
      )}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <ToastCard t={t} />
    </div>
  );
}

/** Whether the screen is at least MOBILE_BREAKPOINT wide (the header bar has room for a 24 rem toast). */
function useIsWideScreen(): boolean {
  const query = `(min-width: ${MOBILE_BREAKPOINT}px)`;
  const [isWide, setIsWide] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setIsWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return isWide;
}

/**
 * Where toasts appear: in the header bar, over the logo, where they cover none of the page's
 * buttons and fields (the page header's Run, Edit, Create…, a table's rows, whatever a phone's
 * screen ends on: at its bottom edge a toast lay over a suite's Add schedule at 375 px). Wide
 * screens: in the middle of the bar, which holds only the sidebar button and logo on the left and
 * Feedback on the right; phones: between the Menu button and Feedback (an icon there). The newest
 * is nearest the top. Mount once at the root of the app. A toast pauses while the user moves the pointer onto it to read it, but not
 * when it merely appears under a pointer at rest: a pointer left on the button that raised it would
 * otherwise keep the toast, and whatever it covers, there for as long as the pointer stays.
 */
export function Toaster() {
  useToastLimit();
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const isWide = useIsWideScreen();
  useEffect(() => {
    window.addEventListener('mousemove', rememberPointer, { passive: true });
    return () => window.removeEventListener('mousemove', rememberPointer);
  }, []);
  const onMouseMove = (event: ReactMouseEvent) => {
    if (isRealMove(event)) handlers.startPause();
  };
  return (
    <div
      data-rht-toaster=""
      className={cn(
        'pointer-events-none fixed z-[9999] [&>*>*]:pointer-events-auto',
        // Phones: clear of the Menu button (from the left) and the Feedback icon (from the right).
        isWide ? 'top-2 left-1/2 w-96 -translate-x-1/2' : 'top-2 right-14 left-14',
      )}
      onMouseMove={onMouseMove}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((t) => (
        <ToastSlot
          key={t.id}
          t={t}
          offset={handlers.calculateOffset(t, {
            gutter: GUTTER_PX,
            defaultPosition: 'top-center',
          })}
          onHeight={handlers.updateHeight}
        />
      ))}
    </div>
  );
}
