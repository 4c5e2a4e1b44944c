import { answerDialog, closeOtherTabs, closeTab, switchTab } from '../dialogs-and-tabs.js';
import type { ActionHandlers } from './action-handler.js';

/** The browser's own dialogs and the run's tabs (../dialogs-and-tabs.ts, docs/decisions/007). */
export const DIALOG_AND_TAB_KINDS = {
  accept_dialog: async (ctx, action, { revealed }) =>
    answerDialog(ctx, action, action.value === undefined ? undefined : revealed),
  dismiss_dialog: async (ctx, action, { revealed }) =>
    answerDialog(ctx, action, action.value === undefined ? undefined : revealed),
  switch_tab: async (ctx, action) => switchTab(ctx, action),
  close_tab: async (ctx) => closeTab(ctx),
  close_other_tabs: async (ctx) => closeOtherTabs(ctx),
} satisfies Partial<ActionHandlers>;
