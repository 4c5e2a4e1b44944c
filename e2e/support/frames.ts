import fs from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** The demo images' size: the landing page shows them in a 4:3 box at most ~600 CSS px wide. */
export const DEMO_SIZE = { width: 800, height: 600 };

interface Frame {
  png: Buffer;
  ms: number;
}

/**
 * Records a page as frames (Playwright screenshots of the viewport) and writes them as an animated
 * WebP: the landing page's demo images are Scout's own screens, recorded from the running product.
 * Typing and clicks are shown at a steady pace; a live run is shown as it happened, its quiet
 * stretches shortened.
 */
export class FrameRecorder {
  private readonly frames: Frame[] = [];

  constructor(private readonly page: Page) {}

  /** One frame, shown for `ms`. */
  async shot(ms = 140) {
    this.frames.push({ png: await this.page.screenshot({ animations: 'disabled' }), ms });
  }

  /** Shows the last frame `ms` longer. */
  hold(ms: number) {
    const last = this.frames.at(-1);
    if (last) last.ms += ms;
  }

  /** Types `text` into a field a few characters a frame, as a person would be seen typing. */
  async type(field: ReturnType<Page['locator']>, text: string, frames = 6) {
    await field.click();
    const size = Math.max(1, Math.ceil(text.length / frames));
    for (let at = 0; at < text.length; at += size) {
      await field.pressSequentially(text.slice(at, at + size));
      await this.shot(110);
    }
  }

  /**
   * Frames every `everyMs` until `done()` holds (or `maxMs` passes): a run going live. Each frame
   * is shown for the time it stood, at most `capMs`, so a long wait plays in a few seconds.
   */
  async watch(done: () => Promise<boolean>, { everyMs = 300, maxMs = 120_000, capMs = 700 } = {}) {
    const deadline = Date.now() + maxMs;
    let last = Date.now();
    for (;;) {
      const finished = await done();
      const png = await this.page.screenshot({ animations: 'disabled' });
      const now = Date.now();
      this.frames.push({ png, ms: Math.min(capMs, Math.max(120, now - last)) });
      last = now;
      if (finished) return;
      if (now > deadline) throw new Error(`still not done after ${maxMs} ms`);
      await this.page.waitForTimeout(everyMs);
    }
  }

  /**
   * Writes the frames as a looping animated WebP at DEMO_SIZE: identical frames in a row merge
   * into one (their times added, up to `maxFrameMs` apart from the last), and the last frame
   * stays `endMs`. Returns the file's size in bytes.
   */
  async save(file: string, { endMs = 2500, maxFrameMs = 1500 } = {}): Promise<number> {
    const scaled: { raw: Buffer; ms: number }[] = [];
    for (const frame of this.frames) {
      const raw = await sharp(frame.png)
        .resize(DEMO_SIZE.width, DEMO_SIZE.height, { fit: 'cover', position: 'top' })
        .removeAlpha()
        .raw()
        .toBuffer();
      const previous = scaled.at(-1);
      if (previous && previous.raw.equals(raw))
        previous.ms = Math.min(maxFrameMs, previous.ms + frame.ms);
      else scaled.push({ raw, ms: frame.ms });
    }
    scaled.at(-1)!.ms = Math.max(scaled.at(-1)!.ms, endMs);
    const stacked = Buffer.concat(scaled.map((frame) => frame.raw));
    const webp = await sharp(stacked, {
      raw: {
        width: DEMO_SIZE.width,
        height: DEMO_SIZE.height * scaled.length,
        channels: 3,
        pageHeight: DEMO_SIZE.height,
      },
    })
      .webp({
        quality: 70,
        effort: 6,
        loop: 0,
        delay: scaled.map((frame) => frame.ms),
        // Lossless where it is smaller (flat UI areas), lossy elsewhere.
        mixed: true,
      })
      .toBuffer();
    fs.writeFileSync(file, webp);
    return webp.length;
  }
}
