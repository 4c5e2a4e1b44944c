import type { PlannedAction } from '../../core/planner.js';
import { failed, type ActOutcome } from '../../core/outcome.js';
import { unseen } from '../../core/unseen.js';
import type { ActContext } from '../act-context.js';
import { makeSampleFile } from '../sample-file.js';
import type { ActionHandlers } from './action-handler.js';
import { withTarget } from './with-target.js';
import { actionTimeoutMs } from '../../core/machine-load.js';

/** Uploading a sample file Scout makes for the run, through a file input or a file chooser. */
export const UPLOAD_KINDS = {
  upload: async (ctx, action, { value }) => upload(ctx, action, value || 'sample.txt'),
} satisfies Partial<ActionHandlers>;

async function upload(
  ctx: ActContext,
  action: PlannedAction,
  fileName: string,
): Promise<ActOutcome> {
  const file = await makeSampleFile(ctx.spec.outDir, fileName);
  if (!action.target && !action.ref) {
    const input = ctx.page.locator('input[type=file]');
    if ((await unseen(ctx.page, () => input.count())) === 0)
      return failed('not_found', 'The page has no file upload field.');
    await input.first().setInputFiles(file);
    return { ok: true };
  }
  return withTarget(ctx, action, { pointer: true }, async (l) => {
    const isFileInput = await unseen(ctx.page, () =>
      l.evaluate((el) => el instanceof HTMLInputElement && el.type === 'file'),
    );
    if (isFileInput) return l.setInputFiles(file, { timeout: actionTimeoutMs() });
    const [chooser] = await Promise.all([
      ctx.page.waitForEvent('filechooser', { timeout: actionTimeoutMs() }),
      l.click(),
    ]);
    await chooser.setFiles(file);
  });
}
