import type { ActionHandlers } from './action-handler.js';
import { CHECK_KINDS } from './checks.js';
import { CHOOSING_KINDS } from './choose.js';
import { CLICK_KINDS } from './click.js';
import { DIALOG_AND_TAB_KINDS } from './dialogs-and-tabs.js';
import { FORM_KINDS } from './forms.js';
import { NAVIGATION_KINDS } from './navigate.js';
import { TYPING_KINDS } from './type.js';
import { UPLOAD_KINDS } from './upload.js';
import { WAITING_KINDS } from './wait.js';
import { WINDOW_KINDS } from './window.js';

/** The families of action kinds, one module each; a kind is in exactly one of them. */
export const KIND_FAMILIES = [
  NAVIGATION_KINDS,
  CLICK_KINDS,
  TYPING_KINDS,
  CHOOSING_KINDS,
  UPLOAD_KINDS,
  FORM_KINDS,
  WAITING_KINDS,
  DIALOG_AND_TAB_KINDS,
  CHECK_KINDS,
  WINDOW_KINDS,
] as const;

/** How each kind of action is carried out (docs/decisions/031): a kind of ActionKind without a
 *  handler here fails the typecheck. */
export const ACTION_HANDLERS: ActionHandlers = {
  ...NAVIGATION_KINDS,
  ...CLICK_KINDS,
  ...TYPING_KINDS,
  ...CHOOSING_KINDS,
  ...UPLOAD_KINDS,
  ...FORM_KINDS,
  ...WAITING_KINDS,
  ...DIALOG_AND_TAB_KINDS,
  ...CHECK_KINDS,
  ...WINDOW_KINDS,
};
