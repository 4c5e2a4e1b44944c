import { TOAST_LIMIT } from '@scout/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast';

/** The titles of the toasts a user can see (a dismissed one only fades out, hidden from readers). */
function shownToasts(): string[] {
  return [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].map(
    (element) => element.querySelector('.font-semibold')?.textContent ?? '',
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  it('keeps success 2 s, blank and error 4 s, loading until replaced (spec 4)', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
      toast({ title: 'Heads up' });
      toast({ title: 'Failed', variant: 'destructive' });
      toast({ title: 'Importing', variant: 'loading', id: 'import' });
    });
    expect(shownToasts().sort()).toEqual(['Failed', 'Heads up', 'Importing', 'Saved']);

    wait(1999);
    expect(shownToasts()).toContain('Saved');
    wait(1);
    expect(shownToasts().sort()).toEqual(['Failed', 'Heads up', 'Importing']);

    wait(1999);
    expect(shownToasts().sort()).toEqual(['Failed', 'Heads up', 'Importing']);
    wait(1);
    expect(shownToasts()).toEqual(['Importing']);

    wait(60 * 60 * 1000);
    expect(shownToasts()).toEqual(['Importing']);

    act(() => {
      toast({ title: 'Imported', variant: 'success', id: 'import' });
    });
    expect(shownToasts()).toEqual(['Imported']);
    wait(2000);
    expect(shownToasts()).toEqual([]);
  });

  it('lets a caller give its own duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Choose a repository', duration: 6000 });
    });

    wait(5999);
    expect(shownToasts()).toEqual(['Choose a repository']);
    wait(1);
    expect(shownToasts()).toEqual([]);
  });

  it(`shows at most ${TOAST_LIMIT} toasts at a time, the newest`, () => {
    expect(TOAST_LIMIT).toBe(20);
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast({ title: `Toast ${n}` });
    });

    const shown = shownToasts();
    expect(shown).toHaveLength(20);
    expect(shown).toContain('Toast 25');
    expect(shown).toContain('Toast 6');
    expect(shown).not.toContain('Toast 5');
  });

  it('shows the same failure once, however often it happens; different failures each', () => {
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 3; n += 1) {
        toast({
          title: 'Failed to create test',
          description: 'Try again.',
          variant: 'destructive',
        });
      }
      toast({ title: 'Failed to delete test', variant: 'destructive' });
    });
    expect(shownToasts().sort()).toEqual(['Failed to create test', 'Failed to delete test']);
  });

  it('pauses a toast the pointer moves onto, but not one that appears under a pointer at rest', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    // The pointer rests on the button that raises the toast, which then appears under it.
    fireEvent.mouseMove(document.body, { clientX: 1100, clientY: 90 });
    act(() => {
      toast({ title: 'Run queued' });
    });
    const appeared = screen.getByRole('status');
    // What Chrome sends when an element appears under a still pointer.
    fireEvent.mouseOver(appeared, { clientX: 1100, clientY: 90 });
    fireEvent.mouseMove(appeared, { clientX: 1100, clientY: 90 });
    wait(4000);
    expect(shownToasts()).toEqual([]);

    act(() => {
      toast({ title: 'Read me' });
    });
    const read = screen.getByRole('status');
    fireEvent.mouseOver(read, { clientX: 1120, clientY: 96 });
    fireEvent.mouseMove(read, { clientX: 1120, clientY: 96 });
    wait(60_000);
    expect(shownToasts()).toEqual(['Read me']);
    fireEvent.mouseLeave(read.closest('[data-rht-toaster]')!);
    wait(4000);
    expect(shownToasts()).toEqual([]);
  });
});
