import { XIcon } from 'lucide-react';
import hotToast, { Toaster as HotToaster, type Toast } from 'react-hot-toast';
import { cn } from '@/lib/utils';

type ToastVariant = 'default' | 'destructive' | 'success';

type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; react-hot-toast's defaults (4 s, 2 s for success) are the spec's. */
  duration?: number;
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string;
};

function ToastMessage({ title, description }: { title: string; description?: string }) {
  return (
    <div className="grid gap-1">
      <div className="text-sm font-semibold">{title}</div>
      {description && <div className="text-sm opacity-90">{description}</div>}
    </div>
  );
}

/** Shows a toast with a title and an optional description; `destructive` for failures. */
export function toast({ title, description, variant = 'default', duration, id }: ToastOptions): string {
  const message = <ToastMessage title={title} description={description} />;
  const options = { ...(duration === undefined ? {} : { duration }), ...(id === undefined ? {} : { id }) };
  if (variant === 'destructive') return hotToast.error(message, options);
  if (variant === 'success') return hotToast.success(message, options);
  return hotToast(message, options);
}

toast.dismiss = (id?: string) => hotToast.dismiss(id);

function ToastCard({ t }: { t: Toast }) {
  const isDestructive = t.type === 'error';
  const message = typeof t.message === 'function' ? t.message(t) : t.message;
  return (
    <div
      {...t.ariaProps}
      data-variant={isDestructive ? 'destructive' : 'default'}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 rounded-md border p-4 pr-9 shadow-lg transition-all',
        t.visible ? 'animate-in fade-in-0 slide-in-from-bottom-2' : 'animate-out fade-out-0',
        isDestructive
          ? 'border-destructive bg-destructive text-white'
          : 'border-border bg-background text-foreground',
      )}
    >
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

/** Where toasts appear (top right, below the header); mount once at the root of the app. */
export function Toaster() {
  return (
    <HotToaster position="top-right" gutter={8} containerStyle={{ top: 72 }}>
      {(t) => <ToastCard t={t} />}
    </HotToaster>
  );
}
