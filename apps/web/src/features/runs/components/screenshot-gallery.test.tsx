import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScreenshotGallery, type Screenshot } from './screenshot-gallery';

const SHOTS: Screenshot[] = [
  { name: 'step-1.png', url: '/api/files/runs/r/step-1.png?sig=a' },
  { name: 'step-2.png', url: '/api/files/runs/r/step-2.png?sig=b' },
  { name: 'step-3.png', url: '/api/files/runs/r/step-3.png?sig=c' },
];

function Gallery({ screenshots = SHOTS }: { screenshots?: Screenshot[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ScreenshotGallery
      screenshots={screenshots}
      openIndex={openIndex}
      onOpenIndexChange={setOpenIndex}
    />
  );
}

describe('ScreenshotGallery', () => {
  it("says 'Failed to load image' for a screenshot that does not load and keeps the others", () => {
    render(<Gallery />);
    const thumbnails = within(screen.getByRole('list', { name: 'Screenshots' }));
    fireEvent.error(thumbnails.getByRole('img', { name: 'Screenshot 2' }));

    expect(
      thumbnails.getByRole('img', { name: 'Screenshot 2: Failed to load image' }).textContent,
    ).toBe('Failed to load image');
    expect(thumbnails.getByRole('img', { name: 'Screenshot 1' }).getAttribute('src')).toBe(
      SHOTS[0]!.url,
    );
    expect(thumbnails.getByRole('img', { name: 'Screenshot 3' }).getAttribute('src')).toBe(
      SHOTS[2]!.url,
    );
  });

  it('enlarges a screenshot and steps through the others with Previous, Next and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Enlarge screenshot 2 of 3' }));

    let lightbox = screen.getByRole('dialog', { name: 'Screenshot 2 of 3' });
    expect(
      within(lightbox).getByRole('img', { name: 'Screenshot 2, enlarged' }).getAttribute('src'),
    ).toBe(SHOTS[1]!.url);
    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    lightbox = screen.getByRole('dialog', { name: 'Screenshot 3 of 3' });
    expect(within(lightbox).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(
      true,
    );

    // The enlarged one fails too: the lightbox says so instead of a broken image.
    fireEvent.error(within(lightbox).getByRole('img', { name: 'Screenshot 3, enlarged' }));
    expect(within(lightbox).getByText('Failed to load image')).toBeTruthy();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    lightbox = screen.getByRole('dialog', { name: 'Screenshot 1 of 3' });
    expect(
      within(lightbox).getByRole('button', { name: 'Previous' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(lightbox).getByRole('img', { name: 'Screenshot 1, enlarged' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a run has no screenshots', () => {
    render(<Gallery screenshots={[]} />);
    expect(screen.getByText('No screenshots.')).toBeTruthy();
  });
});
