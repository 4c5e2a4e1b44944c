import { BOX_FRAMES } from './frames/boxes.js';
import { CHECK_STATEMENT_FRAMES, VERIFY_FRAMES } from './frames/checks.js';
import { CHOICE_FRAMES } from './frames/choices.js';
import { CLICK_FRAMES } from './frames/clicks.js';
import { DIALOG_AND_TAB_FRAMES } from './frames/dialogs-and-tabs.js';
import { EVERYDAY_FRAMES } from './frames/everyday.js';
import { FORM_FRAMES } from './frames/forms.js';
import type { Frame } from './frames/frame.js';
import { LIST_FRAMES } from './frames/lists.js';
import { NAVIGATION_FRAMES } from './frames/navigation.js';
import { OUTCOME_FRAMES } from './frames/outcomes.js';
import { PAGE_FRAMES } from './frames/page.js';
import { PEOPLE_FRAMES } from './frames/people.js';
import { SEVERAL_FRAMES } from './frames/several.js';

export type { Frame, FrameContext, Reading, RefusalKind } from './frames/frame.js';
export { isNoteToTester } from './frames/dialogs-and-tabs.js';
export { ITEM_VERB_NAME } from './frames/lists.js';

/**
 * The frame table: every form of step the reader reads, one family of frames a file in frames/.
 * Precedence is each frame's `priority` (frames/frame.ts); between readings of equal score that do
 * the same thing the earlier frame is named, so the families stay in this order.
 */
export const FRAMES: Frame[] = [
  ...DIALOG_AND_TAB_FRAMES,
  ...PEOPLE_FRAMES,
  ...NAVIGATION_FRAMES,
  ...FORM_FRAMES,
  ...CHOICE_FRAMES,
  ...BOX_FRAMES,
  ...VERIFY_FRAMES,
  ...OUTCOME_FRAMES,
  ...CLICK_FRAMES,
  ...LIST_FRAMES,
  ...PAGE_FRAMES,
  ...CHECK_STATEMENT_FRAMES,
  ...SEVERAL_FRAMES,
  ...EVERYDAY_FRAMES,
];
