import { DIALOGS_HANDWRITTEN } from './dialogs.js';
import type { HandwrittenCase } from './handwritten-case.js';
import { LIBS_HANDWRITTEN } from './libs.js';
import { SHOP_HANDWRITTEN } from './shop.js';
import { SIGNIN_HANDWRITTEN } from './signin.js';
import { TODO_HANDWRITTEN } from './todo.js';
import { WIDGETS_HANDWRITTEN } from './widgets.js';

export type { HandwrittenCase, Step } from './handwritten-case.js';

/** Hand-written Playwright for every fixture case expected to pass, by case id. */
export const HANDWRITTEN_CASES: Record<string, HandwrittenCase> = {
  ...TODO_HANDWRITTEN,
  ...SIGNIN_HANDWRITTEN,
  ...SHOP_HANDWRITTEN,
  ...WIDGETS_HANDWRITTEN,
  ...DIALOGS_HANDWRITTEN,
  ...LIBS_HANDWRITTEN,
};
